import cover from "../../assets/covers/cut-district.svg?url";
import type { MultiPageSite } from "../template-site";
import { CUT_DISTRICT_SLUG, cutDistrictBrand } from "./brand";

const BARBER_PAGES = ["about", "services", "portfolio", "contact"] as const;

/**
 * The barbershop (SPEC §2.10): its one-page home, and four sub-pages in a
 * chrome of their own (header, footer, dark-and-gold look).
 */
export const cutDistrictSite: MultiPageSite<(typeof BARBER_PAGES)[number]> = {
  kind: "multi-page",
  slug: CUT_DISTRICT_SLUG,
  context: "cut-district",
  theme: "cut-district",
  routes: "templates/cut-district/routes",
  pages: BARBER_PAGES,
  brand: cutDistrictBrand,
  home: "whole",
  gallery: {
    difficulty: "Pro",
    motionLevel: "Medium",
    metrics: { size: "9", accessibility: "100", languages: "EN/FR" },
    cover,
    card: () => import("./content/gallery"),
  },
  emblem: { icon: "scissors", className: "from-[#1f1f23] to-[#000] text-[#e7c06b]" },
};
