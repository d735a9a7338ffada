import cover from "../../assets/covers/robot-template.svg?url";
import type { OnePageSite } from "../template-site";
import { ROBOT_SLUG, robotBrand } from "./brand";

/**
 * The robot template (SPEC §2.11): a one-page preview with its feature
 * checklist, until the full template is integrated from its own project.
 */
export const robotSite: OnePageSite = {
  kind: "one-page",
  slug: ROBOT_SLUG,
  context: "robot",
  brand: robotBrand,
  routes: "templates/robot/routes",
  gallery: {
    difficulty: "Starter",
    motionLevel: "Medium",
    metrics: { size: "4", accessibility: "100", languages: "EN/FR" },
    cover,
    card: () => import("./content/gallery"),
  },
  emblem: { icon: "bot", className: "from-[#4c1d95] to-[#0f172a] text-[#a5f3fc]" },
};
