/**
 * The studio's pages of the route table (app/routes.ts), declared once in
 * English: the route table derives their /fr twins, and search visibility
 * (the sitemap, the robots meta) derives from the same list which pages
 * search engines should list.
 */
export type PageEntry = { path: string; file: string };

const page = (path: string, file: string): PageEntry => ({ path, file });

/** Pages inside the studio's chrome (top bar, footer, phone contact bar). */
export const STUDIO_PAGES: readonly PageEntry[] = [
  page("process", "routes/process.tsx"),
  page("portfolio", "routes/portfolio.tsx"),
  page("privacy", "routes/legal.tsx"),
  page("terms", "routes/legal.tsx"),
  page("*", "routes/not-found.tsx"),
];

/** Full-screen pages that draw their own chrome: the gallery, and any other /templates/<slug>. */
export const STANDALONE_PAGES: readonly PageEntry[] = [
  page("templates", "routes/templates.tsx"),
  page("templates/:slug", "routes/template-entry.tsx"),
];

/**
 * The studio's own pages, in English (`/`, `/process` …), each with a French
 * twin under /fr: what search engines should list. The template sites
 * (fictional businesses, on /templates/<slug>/…, /construction and the main
 * pages) and the not-found page are not among them.
 */
export const INDEXABLE_PATHS: readonly string[] = [
  "/",
  ...[...STUDIO_PAGES, ...STANDALONE_PAGES]
    .map(({ path }) => path)
    .filter((path) => !/[*:]/.test(path))
    .map((path) => `/${path}`),
];
