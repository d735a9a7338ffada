import cover from "../../assets/covers/robot-template.svg?url";
import type { OnePageSite } from "../template-site";
import { ROBOT_SLUG, robotBrand } from "./brand";

/**
 * The robot template (SPEC §2.11): Northspan Robotics, a fictional robotics and
 * automation integrator for Northern Ontario mines and plants, on one page of
 * eight sections (hero, solutions, featured cell, case studies, safety, the
 * roadmap that holds the feature checklist, careers and the contact form).
 */
export const robotSite: OnePageSite = {
  kind: "one-page",
  slug: ROBOT_SLUG,
  context: "robot",
  brand: robotBrand,
  routes: "templates/robot/routes",
  gallery: {
    difficulty: "Intermediate",
    motionLevel: "Medium",
    metrics: { size: "8", accessibility: "100", languages: "EN/FR" },
    cover,
    card: () => import("./content/gallery"),
  },
  emblem: { icon: "bot", className: "from-[#3a4751] to-[#0f1417] text-[#f5b82e]" },
};
