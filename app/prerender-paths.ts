/**
 * Paths the route table cannot list by itself (they have a dynamic segment or
 * a splat) but that should still ship as static HTML.
 */
export const TEMPLATE_SLUGS = [
  "modern-mining",
  "premium-construction",
  "cut-district",
  "robot-template",
  "snow-squatch",
] as const;

/** Rendered by the catch-all route; the server answers unknown paths with it and status 404. */
export const NOT_FOUND_PATHS = { en: "/404", fr: "/fr/404" } as const;

export const extraPrerenderPaths = [
  ...TEMPLATE_SLUGS.flatMap((slug) => [`/templates/${slug}`, `/fr/templates/${slug}`]),
  NOT_FOUND_PATHS.en,
  NOT_FOUND_PATHS.fr,
];
