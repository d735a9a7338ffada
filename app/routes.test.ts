import { describe, expect, it } from "vitest";
import routes from "./routes";
import { hasHome, TEMPLATE_SITES } from "./templates/manifest";

type Route = { id?: string; path?: string; file: string; children?: Route[] };
const table = routes as Route[];

describe("route table", () => {
  for (const prefix of ["", "fr/"]) {
    it(`gives each template site one layout route holding its home, its home's alias and its pages (${prefix || "en"})`, () => {
      for (const site of TEMPLATE_SITES) {
        const layouts = table.filter((route) =>
          route.children?.some((child) =>
            child.path?.startsWith(`${prefix}templates/${site.slug}`),
          ),
        );
        expect(layouts, site.slug).toHaveLength(1);
        const [layout] = layouts;
        expect(layout!.file).toBe("routes/template-layout.tsx");
        expect(layout!.children!.map((child) => child.path)).toEqual([
          ...(hasHome(site) ? [`${prefix}templates/${site.slug}`] : []),
          ...(site.homeAlias ? [`${prefix}${site.homeAlias}`] : []),
          ...site.pages.map((page) => `${prefix}templates/${site.slug}/${page}`),
        ]);
      }
    });
  }

  it("serves /construction as the premium construction home, in its site's layout", () => {
    const layout = table.find((route) =>
      route.children?.some((child) => child.path === "templates/premium-construction"),
    );
    expect(layout!.children!.find((child) => child.path === "construction")?.file).toBe(
      "routes/template-home.tsx",
    );
  });

  it("leaves only slugs no site claims to the template entry route", () => {
    const entry = table.filter((route) => route.file === "routes/template-entry.tsx");
    expect(entry.map((route) => route.path)).toEqual(["templates/:slug", "fr/templates/:slug"]);
  });
});
