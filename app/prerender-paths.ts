/** Rendered by the catch-all route; the server answers unknown paths with it and status 404. */
const NOT_FOUND_PATHS = { en: "/404", fr: "/fr/404" } as const;

/**
 * Paths the route table cannot list by itself (a splat) but that should still
 * ship as static HTML: the not-found page in both languages.
 */
export const extraPrerenderPaths = () => [NOT_FOUND_PATHS.en, NOT_FOUND_PATHS.fr];
