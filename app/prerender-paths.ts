/** Rendered by the catch-all route; the server answers unknown paths with it and status 404. */
const NOT_FOUND_PATHS = { en: "/404", fr: "/fr/404" } as const;

/** The owner's pages, one route (`admin/:page`, routes/owner-page.tsx): the inbox, the versions. */
const OWNER_PATHS = ["/admin/leads", "/admin/versions"];

/**
 * Paths the route table cannot list by itself (a splat, a parameter) but that should still
 * ship as static HTML: the not-found page and the owner's pages, in both languages.
 */
export const extraPrerenderPaths = () => [
  NOT_FOUND_PATHS.en,
  NOT_FOUND_PATHS.fr,
  ...OWNER_PATHS.flatMap((path) => [path, `/fr${path}`]),
];
