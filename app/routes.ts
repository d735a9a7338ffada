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

const studioPages: Entry[] = [
  page("process", "routes/process.tsx"),
  page("portfolio", "routes/portfolio.tsx"),
  page("privacy", "routes/legal.tsx"),
  page("terms", "routes/legal.tsx"),
  page("templates", "routes/templates.tsx"),
  page("templates/:slug", "routes/template-entry.tsx"),
  ...MAIN_PAGES.map((slug) => page(slug, "routes/main-page.tsx")),
  page("construction", "routes/construction.tsx"),
  ...each("templates/modern-mining", MAIN_PAGES, "routes/template-page.tsx"),
  ...each("templates/modern-construction", MAIN_PAGES, "routes/template-page.tsx"),
  ...each("templates/premium-construction", MAIN_PAGES, "routes/template-page.tsx"),
  ...each("templates/cut-district", BARBER_PAGES, "routes/template-page.tsx"),
  page("*", "routes/not-found.tsx"),
];

function localized(prefix: "" | "fr") {
  const at = (path: string) => (prefix ? `${prefix}/${path}` : path);
  const id = (path: string) => `${prefix || "en"}:${path}`;
  return [
    prefix
      ? route(prefix, "routes/home.tsx", { id: id("home") })
      : index("routes/home.tsx", { id: id("home") }),
    ...studioPages.map(({ path, file }) => route(at(path), file, { id: id(path) })),
  ];
}

export default [
  layout("routes/studio-layout.tsx", [...localized(""), ...localized("fr")]),
] satisfies RouteConfig;
