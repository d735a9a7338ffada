import cover from "../../assets/covers/snow-squatch.svg?url";
import type { TemplateSite } from "../template-site";

/** The snow-themed winter-services site. */
export const snowSquatchSite: TemplateSite = {
  slug: "snow-squatch",
  context: "snow-squatch",
  pages: [],
  home: () => import("../upcoming/UpcomingTemplateView"),
  gallery: {
    difficulty: "Starter",
    motionLevel: "High",
    metrics: { size: "5", accessibility: "100", languages: "EN/FR" },
    cover,
  },
  emblem: { icon: "snowflake", className: "from-[#dff3ff] to-[#7fb5e6] text-[#0b3a66]" },
};
