/** The sections of Northspan's page the header links to, in page order (their element ids). */
export const ROBOT_SECTIONS = [
  "solutions",
  "showcase",
  "cases",
  "safety",
  "roadmap",
  "contact",
] as const;

/** The contact form's section, the target of the hero's first call to action. */
export const CONTACT_SECTION = "contact";

/** The icon of each solution card, in the copy's `solutions.items` order. */
export const SOLUTION_ICONS = ["weld", "pallet", "rover", "plc", "vision", "wrench"] as const;

/**
 * How many of the roadmap's items (the first ones, in the copy's `roadmap.items`
 * order) the site already has; the rest are its next release.
 */
export const ROADMAP_DONE = 6;
