import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./sitemap";

describe("sitemapXml", () => {
  const xml = sitemapXml(["/", "/process"], "https://n.example");

  it("lists each page in both languages, each naming both and x-default as alternates", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      "https://n.example/",
      "https://n.example/fr",
      "https://n.example/process",
      "https://n.example/fr/process",
    ]);
    const frProcess = xml.split("<url>")[4] ?? "";
    expect(frProcess).toContain(
      '<xhtml:link rel="alternate" hreflang="en-CA" href="https://n.example/process"/>',
    );
    expect(frProcess).toContain(
      '<xhtml:link rel="alternate" hreflang="fr-CA" href="https://n.example/fr/process"/>',
    );
    expect(frProcess).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://n.example/process"/>',
    );
  });

  it("escapes what XML needs escaped", () => {
    expect(sitemapXml(["/a&b"], "https://n.example")).toContain(
      "<loc>https://n.example/a&amp;b</loc>",
    );
  });
});

describe("robotsTxt", () => {
  it("allows crawling and names the sitemap", () => {
    expect(robotsTxt("https://n.example")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://n.example/sitemap.xml\n",
    );
  });
});
