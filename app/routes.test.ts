import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import routes, { templateSiteRoutes } from "./routes";
import { hasHome, homeAliasOf, sitePages, TEMPLATE_SITES } from "./templates/manifest";
import type { TemplateSite } from "./templates/template-site";

type Route = { id?: string; path?: string; file: string; children?: Route[] };
type RouteModule = {
  default?: unknown;
  meta?: (args: { location: { pathname: string } }) => object[];
};

const table = routes as Route[];
const APP = import.meta.dirname;

/** The layout route of `site` in the locale of `prefix` ("" or "fr/"). */
const layoutOf = (site: TemplateSite, prefix: string) => {
  const own = `${prefix}templates/${site.slug}`;
  return table.find((route) =>
    route.children?.some((child) => child.path === own || child.path?.startsWith(`${own}/`)),
  );
};

/** Each route module file the template sites' routes name, once, with the addresses it serves. */
function templateModules() {
  const modules = new Map<string, string[]>();
  for (const layout of templateSiteRoutes(TEMPLATE_SITES) as Route[]) {
    for (const child of layout.children ?? []) {
      modules.set(child.file, [...(modules.get(child.file) ?? []), `/${child.path}`]);
    }
  }
  return modules;
}

describe("route table", () => {
  for (const prefix of ["", "fr/"]) {
    it(`gives each template site a layout route of its own holding its home, its alias and a route module per page (${prefix || "en"})`, () => {
      for (const site of TEMPLATE_SITES) {
        const layout = layoutOf(site, prefix);
        expect(layout?.file, site.slug).toBe(`${site.routes}/layout.tsx`);
        expect(
          layout!.children!.map((child) => [child.path, child.file]),
          site.slug,
        ).toEqual([
          ...(hasHome(site)
            ? [[`${prefix}templates/${site.slug}`, `${site.routes}/home.tsx`]]
            : []),
          ...(homeAliasOf(site)
            ? [[`${prefix}${homeAliasOf(site)}`, `${site.routes}/home.tsx`]]
            : []),
          ...sitePages(site).map((page) => [
            `${prefix}templates/${site.slug}/${page}`,
            `${site.routes}/${page}.tsx`,
          ]),
        ]);
      }
    });
  }

  it("adds a site's routes when the manifest lists one more site", () => {
    const fixture: TemplateSite = {
      kind: "multi-page",
      slug: "e2e-bakery",
      routes: "templates/e2e-bakery/routes",
      context: "bakery",
      pages: ["menu", "contact"],
      home: "in-chrome",
      emblem: { icon: "bot", className: "text-white" },
    };
    const before = templateSiteRoutes(TEMPLATE_SITES) as Route[];
    const after = templateSiteRoutes([...TEMPLATE_SITES, fixture]) as Route[];
    expect(after).toHaveLength(before.length + 2);
    const added = after.filter((route) => route.file === "templates/e2e-bakery/routes/layout.tsx");
    expect(added.map((route) => route.children!.map((child) => [child.path, child.file]))).toEqual(
      ["", "fr/"].map((prefix) => [
        [`${prefix}templates/e2e-bakery`, "templates/e2e-bakery/routes/home.tsx"],
        [`${prefix}templates/e2e-bakery/menu`, "templates/e2e-bakery/routes/menu.tsx"],
        [`${prefix}templates/e2e-bakery/contact`, "templates/e2e-bakery/routes/contact.tsx"],
      ]),
    );
  });

  it("gives every route an id of its own", () => {
    const ids: string[] = [];
    const walk = (entries: Route[]) =>
      entries.forEach((route) => {
        if (route.id) ids.push(route.id);
        walk(route.children ?? []);
      });
    walk(table);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("serves /construction as the premium construction home, in its site's layout", () => {
    const layout = table.find((route) =>
      route.children?.some((child) => child.path === "construction"),
    );
    expect(layout?.file).toBe("templates/construction/routes/layout.tsx");
    expect(layout!.children!.find((child) => child.path === "construction")?.file).toBe(
      "templates/construction/routes/home.tsx",
    );
  });

  it("leaves only slugs no site claims to the template entry route", () => {
    const entry = table.filter((route) => route.file === "routes/template-entry.tsx");
    expect(entry.map((route) => route.path)).toEqual(["templates/:slug", "fr/templates/:slug"]);
  });
});

// These import every template page through Vite's transform: a few seconds on a quiet
// machine, longer beside the browser tests (npm test runs them at a low CPU priority).
const IMPORTS_EVERY_PAGE = { timeout: 180_000 };

describe("template route modules", () => {
  it(
    "exist, one file per page, each drawing its page and titling it in both languages",
    IMPORTS_EVERY_PAGE,
    async () => {
      const modules = templateModules();
      // Every module in the sites' route folders is a page of the table, and the other way round.
      const folders = new Set(TEMPLATE_SITES.map((site) => site.routes));
      const onDisk = [...folders].flatMap((folder) =>
        readdirSync(join(APP, folder))
          .filter((name) => name !== "layout.tsx")
          .map((name) => `${folder}/${name}`),
      );
      expect([...modules.keys()].sort()).toEqual(onDisk.sort());
      for (const [file, paths] of modules) {
        expect(existsSync(join(APP, file)), file).toBe(true);
        const module = (await import(/* @vite-ignore */ join(APP, file))) as RouteModule;
        expect(module.default, file).toBeTypeOf("function");
        for (const pathname of paths) {
          const title = module.meta?.({ location: { pathname } }).find((tag) => "title" in tag);
          expect(title, pathname).toEqual({ title: expect.stringMatching(/\S/) });
        }
      }
    },
  );

  it("give each site a layout module", IMPORTS_EVERY_PAGE, async () => {
    for (const site of TEMPLATE_SITES) {
      const module = (await import(
        /* @vite-ignore */ join(APP, `${site.routes}/layout.tsx`)
      )) as RouteModule;
      expect(module.default, site.slug).toBeTypeOf("function");
    }
  });
});
