import type { TemplateBrand } from "../shared/brand";

/**
 * The robot template's fictional company: Northspan Robotics, a robotics and
 * automation integrator for Northern Ontario mines and plants. It has no logo
 * file: its header and footer show the initials badge (SPEC §4's fallback).
 */
export const robotBrand: TemplateBrand = {
  id: "robot",
  name: "Northspan Robotics",
  initials: "NR",
  phone: { display: "(705) 555-0163", e164: "+17055550163" },
  email: "projects@northspan-demo.ca",
};

/** Where the careers band sends applications (fictional, like the company). */
export const ROBOT_CAREERS_EMAIL = "careers@northspan-demo.ca";

/** The template's address, /templates/<slug>: its record's and its quote requests'. */
export const ROBOT_SLUG = "robot-template";
