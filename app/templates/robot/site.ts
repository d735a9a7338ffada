import cover from "../../assets/covers/robot-template.svg?url";
import type { TemplateSite } from "../template-site";

/** The robot-technology placeholder (SPEC §2.11). */
export const robotSite: TemplateSite = {
  slug: "robot-template",
  context: "robot",
  pages: [],
  home: () => import("../upcoming/UpcomingTemplateView"),
  gallery: {
    difficulty: "Starter",
    motionLevel: "Medium",
    metrics: { size: "4", accessibility: "100", languages: "EN/FR" },
    cover,
  },
  emblem: { icon: "bot", className: "from-[#4c1d95] to-[#0f172a] text-[#a5f3fc]" },
};
