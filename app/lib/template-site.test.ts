import { describe, expect, it } from "vitest";
import { isMainPage, mainVariantFor, siteBase, sitePageOf } from "./template-site";

describe("sitePageOf", () => {
  it.each([
    ["/about", { site: "main", page: "about" }],
    ["/fr/contact", { site: "main", page: "contact" }],
    ["/templates/modern-mining/news", { site: "modern-mining", page: "news" }],
    ["/fr/templates/modern-mining/about", { site: "modern-mining", page: "about" }],
    [
      "/templates/premium-construction/projects",
      { site: "premium-construction", page: "projects" },
    ],
    ["/templates/modern-construction/services", { site: "modern-construction", page: "services" }],
    ["/templates/cut-district/portfolio", { site: "cut-district", page: "portfolio" }],
    ["/templates/modern-mining", { site: "modern-mining", page: "" }],
  ])("%s", (path, expected) => expect(sitePageOf(path)).toEqual(expected));
});

it("knows the five main pages", () => {
  expect(["about", "services", "projects", "news", "contact"].every(isMainPage)).toBe(true);
  expect(isMainPage("portfolio")).toBe(false);
});

it("premium gives the construction variant, anything else the mining one (SPEC §2.1)", () => {
  expect(mainVariantFor("premium")).toBe("construction");
  expect(mainVariantFor("simple")).toBe("mining");
  expect(mainVariantFor("cut-district")).toBe("mining");
});

it("links of a template's pages stay under its path", () => {
  expect(siteBase("main")).toBe("");
  expect(siteBase("modern-mining")).toBe("/templates/modern-mining");
});
