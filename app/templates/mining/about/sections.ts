/** The About page's sections, in order: their element ids and copy keys. */
export const ABOUT_SECTIONS = [
  "intro",
  "mission",
  "values",
  "leadership",
  "history",
  "join",
] as const;
export type AboutSection = (typeof ABOUT_SECTIONS)[number];
