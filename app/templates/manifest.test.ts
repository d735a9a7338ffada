import { describe, expect, it } from "vitest";
import { refusedExternalUrls } from "../lib/redirect-target";
import { extraPrerenderPaths } from "../prerender-paths";
import {
  ALLOWED_TEMPLATE_HOSTS,
  gallerySites,
  siteBySlug,
  sitePageOf,
  TEMPLATE_SITES,
  hasHome,
} from "./manifest";

describe("template manifest", () => {
  it("gives every site its own slug, a stored context and an emblem", () => {
    const slugs = TEMPLATE_SITES.map((site) => site.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const site of TEMPLATE_SITES) {
      expect(site.slug).toMatch(/^[a-z][a-z0-9-]+$/);
      expect(site.context).toMatch(/^[a-z][a-z0-9-]+$/);
      expect(site.emblem.className).not.toBe("");
    }
  });

  it("shows the five templates of SPEC §3.3 in the gallery, each with a home", () => {
    expect(gallerySites().map((site) => site.slug)).toEqual([
      "modern-mining",
      "premium-construction",
      "cut-district",
      "robot-template",
      "snow-squatch",
    ]);
    expect(gallerySites().every(hasHome)).toBe(true);
  });

  it("prerenders the not-found page and the owner's pages in both languages (each home is a route of its site)", () => {
    expect(extraPrerenderPaths()).toEqual([
      "/404",
      "/fr/404",
      "/admin/leads",
      "/fr/admin/leads",
      "/admin/versions",
      "/fr/admin/versions",
    ]);
  });

  it("finds the site and page of a path", () => {
    expect(sitePageOf("/fr/templates/cut-district/portfolio")).toEqual({
      site: siteBySlug("cut-district"),
      page: "portfolio",
    });
    expect(sitePageOf("/about")).toEqual({ site: undefined, page: "about" });
  });

  it("finds the site whose home a path aliases (/construction), in both languages", () => {
    const premium = siteBySlug("premium-construction");
    expect(sitePageOf("/construction")).toEqual({ site: premium, page: "" });
    expect(sitePageOf("/fr/construction/")).toEqual({ site: premium, page: "" });
    expect(sitePageOf("/construction/about")).toEqual({ site: undefined, page: "construction" });
  });

  it("gives an external address only on https and an allowed host (SECURITY.md T5)", () => {
    const records = TEMPLATE_SITES.map(({ slug, gallery }) => ({
      slug,
      externalUrl: gallery?.externalUrl,
    }));
    expect(refusedExternalUrls(records, ALLOWED_TEMPLATE_HOSTS)).toEqual([]);
    for (const host of ALLOWED_TEMPLATE_HOSTS) {
      // A whole, lower-case host name (a port only when not 443): no scheme, wildcard or path.
      expect(host).toMatch(/^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d{1,5})?$/);
      expect(new URL(`https://${host}/`).host).toBe(host);
    }
  });
});
