import { describe, expect, it } from "vitest";
import { isIndexablePath, pageMeta, shareImageOf } from "./page-meta";

const base = {
  title: "Process",
  description: "How we work",
  brand: "N&P",
  origin: "https://n.example",
};

describe("pageMeta", () => {
  it("builds title, description, canonical and both alternates for an English page", () => {
    const tags = pageMeta({ ...base, path: "/process" });
    expect(tags).toContainEqual({ title: "Process | N&P" });
    expect(tags).toContainEqual({ name: "description", content: "How we work" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://n.example/process",
    });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "fr-CA",
      href: "https://n.example/fr/process",
    });
  });

  it("points the French canonical at the French page", () => {
    const tags = pageMeta({ ...base, path: "/fr" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://n.example/fr",
    });
    expect(tags).toContainEqual({ property: "og:locale", content: "fr_CA" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "en-CA",
      href: "https://n.example/",
    });
  });

  it("fills the brand into the copy", () => {
    const tags = pageMeta({ ...base, path: "/", description: "How {brand} works" });
    expect(tags).toContainEqual({ name: "description", content: "How N&P works" });
  });

  it("marks non-indexable pages and gives them no canonical", () => {
    const tags = pageMeta({ ...base, path: "/nope", indexable: false });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags.some((tag) => "rel" in tag && tag.rel === "canonical")).toBe(false);
  });

  it("gives every page Open Graph and Twitter cards with its family's share image", () => {
    const tags = pageMeta({ ...base, path: "/fr/process" });
    for (const tag of [
      { property: "og:url", content: "https://n.example/fr/process" },
      { property: "og:site_name", content: "N&P" },
      { property: "og:locale:alternate", content: "en_CA" },
      { property: "og:image", content: "https://n.example/share/process.jpg" },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: "Process | N&P" },
      { name: "twitter:description", content: "How we work" },
      { name: "twitter:image", content: "https://n.example/share/process.jpg" },
    ]) {
      expect(tags).toContainEqual(tag);
    }
  });

  it.each([
    ["/templates/modern-mining/about", "/share/templates.jpg"],
    ["/fr/construction", "/share/templates.jpg"],
    ["/about", "/share/templates.jpg"],
    ["/templates", "/share/templates.jpg"],
    ["/fr/portfolio", "/share/portfolio.jpg"],
    ["/", "/share/studio.jpg"],
    ["/fr/privacy", "/share/studio.jpg"],
  ])("%s shares %s", (path, image) => {
    expect(shareImageOf(path)).toBe(image);
  });

  it.each([
    "/templates/cut-district",
    "/fr/templates/modern-mining/news",
    "/construction",
    "/about",
    "/fr/contact",
    "/404",
  ])("keeps the demo site page %s out of search results", (path) => {
    expect(isIndexablePath(path)).toBe(false);
    const tags = pageMeta({ ...base, path });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags.some((tag) => "rel" in tag && tag.rel === "canonical")).toBe(false);
  });

  it.each([
    "/",
    "/fr",
    "/process",
    "/fr/portfolio",
    "/privacy",
    "/fr/terms",
    "/templates",
    "/fr/templates/",
  ])("lists the studio's page %s", (path) => {
    expect(isIndexablePath(path)).toBe(true);
  });
});
