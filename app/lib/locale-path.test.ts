import { describe, expect, it } from "vitest";
import { localeFromPath, localizePath, otherLocale, stripLocale } from "./locale-path";

describe("localeFromPath", () => {
  it.each([
    ["/", "en"],
    ["/about", "en"],
    ["/fr", "fr"],
    ["/fr/", "fr"],
    ["/fr/templates/cut-district", "fr"],
    ["/french-fries", "en"],
    ["/frontier", "en"],
  ])("%s is %s", (path, locale) => expect(localeFromPath(path)).toBe(locale));
});

describe("stripLocale", () => {
  it.each([
    ["/fr", "/"],
    ["/fr/", "/"],
    ["/fr/process", "/process"],
    ["/process", "/process"],
    ["", "/"],
  ])("%s -> %s", (path, stripped) => expect(stripLocale(path)).toBe(stripped));
});

describe("localizePath", () => {
  it.each([
    ["/", "fr", "/fr"],
    ["/templates", "fr", "/fr/templates"],
    ["/fr/templates", "fr", "/fr/templates"],
    ["/fr/templates", "en", "/templates"],
    ["/fr", "en", "/"],
    ["/templates?q=mine#grid", "fr", "/fr/templates?q=mine#grid"],
    ["/fr?x=1", "en", "/?x=1"],
    ["tel:+17055550142", "fr", "tel:+17055550142"],
    ["#services", "fr", "#services"],
    ["//evil.example", "fr", "//evil.example"],
    ["https://example.com/a", "fr", "https://example.com/a"],
  ] as const)("%s in %s -> %s", (path, locale, expected) =>
    expect(localizePath(path, locale)).toBe(expected),
  );

  it("round-trips", () => {
    expect(localizePath(localizePath("/portfolio", "fr"), "en")).toBe("/portfolio");
  });
});

it("otherLocale swaps", () => {
  expect(otherLocale("en")).toBe("fr");
  expect(otherLocale("fr")).toBe("en");
});
