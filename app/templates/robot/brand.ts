import type { TemplateBrand } from "../shared/brand";

/**
 * The robot template's fictional company. It has no logo file: its header
 * and footer show the initials badge (SPEC §4's fallback).
 */
export const robotBrand: TemplateBrand = {
  id: "robot",
  name: "Orbit Robotics",
  initials: "OR",
  phone: { display: "(705) 555-0163", e164: "+17055550163" },
  email: "hello@orbitrobotics-demo.ca",
};

/** The template's address, /templates/<slug>: its record's and its quote requests'. */
export const ROBOT_SLUG = "robot-template";
