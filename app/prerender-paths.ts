import { templateHomePaths } from "./templates/manifest";

/** Rendered by the catch-all route; the server answers unknown paths with it and status 404. */
const NOT_FOUND_PATHS = { en: "/404", fr: "/fr/404" } as const;

/**
 * Paths the route table cannot list by itself (they have a dynamic segment or
 * a splat) but that should still ship as static HTML: each template's home, in
 * both languages, and the not-found page.
 */
export const extraPrerenderPaths = () => [
  ...templateHomePaths().flatMap((path) => [path, `/fr${path}`]),
  NOT_FOUND_PATHS.en,
  NOT_FOUND_PATHS.fr,
];
