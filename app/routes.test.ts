import { describe, expect, it } from "vitest";
import routes from "./routes";
import { hasHome, homeAliasOf, sitePages, TEMPLATE_SITES } from "./templates/manifest";

type Route = { id?: string; path?: string; file: string; children?: Route[] };
const table = routes as Route[];

describe("route table", () => {
  for (const prefix of ["", "fr/"]) {
    it(`gives the template sites one layout route holding each site's home, its alias and its pages (${prefix || "en"})`, () => {
      const layouts = table.filter((route) =>
        route.children?.some((child) => child.path?.startsWith(`${prefix}templates/`)),
      );
      expect(layouts).toHaveLength(1);
      const [layout] = layouts;
      expect(layout!.file).toBe("routes/template-layout.tsx");
      expect(layout!.children!.map((child) => child.path)).toEqual(
        TEMPLATE_SITES.flatMap((site) => [
          ...(hasHome(site) ? [`${prefix}templates/${site.slug}`] : []),
          ...(homeAliasOf(site) ? [`${prefix}${homeAliasOf(site)}`] : []),
          ...sitePages(site).map((page) => `${prefix}templates/${site.slug}/${page}`),
        ]),
      );
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
