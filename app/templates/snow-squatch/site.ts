import cover from "../../assets/covers/snow-squatch.svg?url";
import type { OnePageSite } from "../template-site";
import { SNOW_SQUATCH_SLUG, snowSquatchBrand } from "./brand";

/** Snow Squatch: a one-page site for a Greater Sudbury snow-removal company. */
export const snowSquatchSite: OnePageSite = {
  kind: "one-page",
  slug: SNOW_SQUATCH_SLUG,
  context: "snow-squatch",
  brand: snowSquatchBrand,
  routes: "templates/snow-squatch/routes",
  gallery: {
    difficulty: "Starter",
    motionLevel: "High",
    metrics: { size: "7", accessibility: "100", languages: "EN/FR" },
    cover,
    card: () => import("./content/gallery"),
  },
  emblem: { icon: "snowflake", className: "from-[#dff3ff] to-[#7fb5e6] text-[#0b3a66]" },
};
