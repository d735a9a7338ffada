/**
 * The studio's pages of the route table (app/routes.ts, which names their
 * modules), declared once in English: the route table derives their /fr
 * twins, and search visibility (the sitemap, the robots meta) derives from
 * the same list which pages search engines should list.
 */

/** Pages inside the studio's chrome (top bar, footer, phone contact bar). */
export const STUDIO_PAGES = [
  "process",
  "portfolio",
  "privacy",
  "terms",
  "admin/:page",
  "*",
] as const;

/** Full-screen pages that draw their own chrome: the gallery, and any other /templates/<slug>. */
export const STANDALONE_PAGES = ["templates", "templates/:slug"] as const;

export type StudioPage = (typeof STUDIO_PAGES)[number] | (typeof STANDALONE_PAGES)[number];

/**
 * The studio's own pages, in English (`/`, `/process` …), each with a French
 * twin under /fr: what search engines should list. The template sites
 * (fictional businesses, on /templates/<slug>/…, /construction and the main
 * pages) and the not-found page are not among them.
 */
export const INDEXABLE_PATHS: readonly string[] = [
  "/",
  ...[...STUDIO_PAGES, ...STANDALONE_PAGES]
    .filter((path) => !/[*:]/.test(path))
    .map((path) => `/${path}`),
];
