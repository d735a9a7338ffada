import { describe, expect, it } from "vitest";
import { isMainPage, mainVariantFor, siteBase, sitePathOf } from "./template-site";

const SLUGS = ["rock-co", "build-co"];

describe("sitePathOf", () => {
  it.each([
    ["/about", { slug: null, page: "about" }],
    ["/fr/contact", { slug: null, page: "contact" }],
    ["/templates/rock-co/news", { slug: "rock-co", page: "news" }],
    ["/fr/templates/rock-co/about", { slug: "rock-co", page: "about" }],
    ["/templates/build-co/projects", { slug: "build-co", page: "projects" }],
    ["/templates/rock-co", { slug: "rock-co", page: "" }],
    ["/templates/unknown/news", { slug: null, page: "templates" }],
  ])("%s", (path, expected) => expect(sitePathOf(path, SLUGS)).toEqual(expected));
});

it("knows the five main pages", () => {
  expect(["about", "services", "projects", "news", "contact"].every(isMainPage)).toBe(true);
  expect(isMainPage("portfolio")).toBe(false);
});

it("premium gives the construction variant, anything else the mining one (SPEC §2.1)", () => {
  expect(mainVariantFor("premium")).toBe("construction");
  expect(mainVariantFor("simple")).toBe("mining");
  expect(mainVariantFor("barbershop")).toBe("mining");
});

it("links of a template's pages stay under its path", () => {
  expect(siteBase(null)).toBe("");
  expect(siteBase("rock-co")).toBe("/templates/rock-co");
});
