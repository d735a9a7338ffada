import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { STANDALONE_PAGES, STUDIO_PAGES, type StudioPage } from "./lib/route-pages";
import { MAIN_PAGES } from "./lib/template-site";
import {
  hasHome,
  homeAliasOf,
  homeInChrome,
  sitePages,
  TEMPLATE_SITES,
} from "./templates/manifest";
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

/** A home inside the site's chrome, or a view that draws its own (with loading and failure states). */
const homeRoute = (site: TemplateSite) =>
  homeInChrome(site) ? "routes/template-home.tsx" : "routes/template-view.tsx";

/**
 * Each template site's home and sub-pages (app/templates/manifest.ts), under one layout
 * route per language: the layout finds the site from the URL and mounts its chrome. (One
 * layout per site would add a route per site and language, and every route the app knows
 * costs start-up time on every page: the router ranks and compiles them all as it hydrates.)
 */
const templateSites = () =>
  LOCALES.map((prefix) =>
    layout(
      "routes/template-layout.tsx",
      { id: id(prefix, "template-sites") },
      TEMPLATE_SITES.flatMap((site) =>
        inLocale(prefix, [
          ...(hasHome(site) ? [page(`templates/${site.slug}`, homeRoute(site))] : []),
          ...(homeAliasOf(site) ? [page(homeAliasOf(site)!, homeRoute(site))] : []),
          ...sitePages(site).map((name) =>
            page(`templates/${site.slug}/${name}`, "routes/template-page.tsx"),
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
  ...templateSites(),
  ...localized(studio(STANDALONE_PAGES)),
  // For search engines, generated from this table (lib/route-pages.ts).
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  ...testOnly,
] satisfies RouteConfig;
