import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * THE route table (SPEC §2.1). Each entry is declared once in English; the
 * French twin under /fr is derived here, and the prerender list is derived
 * from this table by React Router.
 */
type Entry = { path: string; file: string };

const page = (path: string, file: string): Entry => ({ path, file });
const each = (base: string, slugs: readonly string[], file: string) =>
  slugs.map((slug) => page(`${base}/${slug}`, file));

const MAIN_PAGES = ["about", "services", "projects", "news", "contact"] as const;
const BARBER_PAGES = ["about", "services", "portfolio", "contact"] as const;

/** Pages inside the studio's chrome (top bar, footer, phone contact bar). */
const studioPages: Entry[] = [
  page("process", "routes/process.tsx"),
  page("portfolio", "routes/portfolio.tsx"),
  page("privacy", "routes/legal.tsx"),
  page("terms", "routes/legal.tsx"),
  page("construction", "routes/construction.tsx"),
  page("*", "routes/not-found.tsx"),
];

/** The main pages and template sub-pages, inside a template site's chrome (SPEC §2.5). */
const templateSitePages: Entry[] = [
  ...MAIN_PAGES.map((slug) => page(slug, "routes/main-page.tsx")),
  ...each("templates/modern-mining", MAIN_PAGES, "routes/template-page.tsx"),
  ...each("templates/modern-construction", MAIN_PAGES, "routes/template-page.tsx"),
  ...each("templates/premium-construction", MAIN_PAGES, "routes/template-page.tsx"),
  ...each("templates/cut-district", BARBER_PAGES, "routes/template-page.tsx"),
];

/** Full-screen pages that draw their own chrome: the gallery and a template's own view. */
const standalonePages: Entry[] = [
  page("templates", "routes/templates.tsx"),
  page("templates/:slug", "routes/template-entry.tsx"),
];

const LOCALES = ["", "fr"] as const;
const at = (prefix: string, path: string) => (prefix ? `${prefix}/${path}` : path);
const id = (prefix: string, path: string) => `${prefix || "en"}:${path}`;

/** Every entry in English, then its twin under /fr. */
const localized = (entries: Entry[]) =>
  LOCALES.flatMap((prefix) =>
    entries.map(({ path, file }) => route(at(prefix, path), file, { id: id(prefix, path) })),
  );

export default [
  layout("routes/studio-layout.tsx", [
    index("routes/home.tsx", { id: id("", "home") }),
    route("fr", "routes/home.tsx", { id: id("fr", "home") }),
    ...localized(studioPages),
  ]),
  layout("routes/template-layout.tsx", localized(templateSitePages)),
  ...localized(standalonePages),
] satisfies RouteConfig;
