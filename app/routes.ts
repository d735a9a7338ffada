import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { STANDALONE_PAGES, STUDIO_PAGES, type StudioPage } from "./lib/route-pages";
import { MAIN_PAGES } from "./lib/template-site";
import { hasHome, homeAliasOf, sitePages, TEMPLATE_SITES } from "./templates/manifest";
import type { TemplateSite } from "./templates/template-site";

/**
 * THE route table (SPEC §2.1). Each entry is declared once in English; the
 * French twin under /fr is derived here, and the prerender list is derived
 * from this table by React Router.
 */
type Entry = { path: string; file: string };

const page = (path: string, file: string): Entry => ({ path, file });

/** The module of each of the studio's pages (lib/route-pages.ts lists them). */
const STUDIO_MODULES: Record<StudioPage, string> = {
  process: "routes/process.tsx",
  portfolio: "routes/portfolio.tsx",
  privacy: "routes/legal.tsx",
  terms: "routes/legal.tsx",
  "admin/:page": "routes/owner-page.tsx",
  "*": "routes/not-found.tsx",
  templates: "routes/templates.tsx",
  "templates/:slug": "routes/template-entry.tsx",
};
const studio = (paths: readonly StudioPage[]) =>
  paths.map((path) => page(path, STUDIO_MODULES[path]));

/** The main pages, in the mining or the construction site's chrome (SPEC §2.1, §2.5). */
const mainPages: Entry[] = MAIN_PAGES.map((name) => page(name, "routes/main-page.tsx"));

const LOCALES = ["", "fr"] as const;
const at = (prefix: string, path: string) => (prefix ? `${prefix}/${path}` : path);
const id = (prefix: string, path: string) => `${prefix || "en"}:${path}`;

const inLocale = (prefix: string, entries: readonly Entry[]) =>
  entries.map(({ path, file }) => route(at(prefix, path), file, { id: id(prefix, path) }));

/** Every entry in English, then its twin under /fr. */
const localized = (entries: readonly Entry[]) =>
  LOCALES.flatMap((prefix) => inLocale(prefix, entries));

/**
 * Each template site's pages under a layout route of its own, per language: its
 * home, the home's alias and its sub-pages, each a route module in the site's
 * `routes` folder (app/templates/README.md). Exported for the route table test.
 */
export const templateSiteRoutes = (sites: readonly TemplateSite[]) =>
  LOCALES.flatMap((prefix) =>
    sites.map((site) =>
      layout(
        `${site.routes}/layout.tsx`,
        { id: id(prefix, `templates/${site.slug}/layout`) },
        inLocale(prefix, [
          ...(hasHome(site) ? [page(`templates/${site.slug}`, `${site.routes}/home.tsx`)] : []),
          ...(homeAliasOf(site) ? [page(homeAliasOf(site)!, `${site.routes}/home.tsx`)] : []),
          ...sitePages(site).map((name) =>
            page(`templates/${site.slug}/${name}`, `${site.routes}/${name}.tsx`),
          ),
        ]),
      ),
    ),
  );

/** The browser tests' view of the template manifest, compiled into their build only. */
const testOnly =
  process.env.VITE_E2E_FIXTURES === "1"
    ? [route("__e2e__/template-sites.json", "routes/e2e-template-sites.ts")]
    : [];

export default [
  layout("routes/studio-layout.tsx", [
    index("routes/home.tsx", { id: id("", "home") }),
    route("fr", "routes/home.tsx", { id: id("fr", "home") }),
    ...localized(studio(STUDIO_PAGES)),
  ]),
  layout("routes/main-layout.tsx", localized(mainPages)),
  ...templateSiteRoutes(TEMPLATE_SITES),
  ...localized(studio(STANDALONE_PAGES)),
  // For search engines, generated from this table (lib/route-pages.ts).
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  ...testOnly,
] satisfies RouteConfig;
