import { describe, expect, it } from "vitest";
import { isNavigateMessage, resolvePreviewPath } from "./preview-path";

const route = "/templates/modern-mining";

describe("resolvePreviewPath (SPEC §4)", () => {
  it.each([
    ["/", route],
    ["/fr", route],
    ["/templates/modern-mining", route],
    ["/fr/templates/modern-mining/", route],
    ["/about", `${route}/about`],
    ["/contact", `${route}/contact`],
  ])("%s -> %s", (path, shown) => expect(resolvePreviewPath(route, path)).toBe(shown));

  it.each([
    "javascript:alert(1)",
    "//evil.example",
    "https://evil.example",
    "/\\evil.example",
    "/%2F%2Fevil.example",
    "data:text/html,x",
    "/../../etc",
    "about",
    "",
  ])("refuses %j", (path) => expect(resolvePreviewPath(route, path)).toBeNull());
});

describe("isNavigateMessage", () => {
  it("accepts only {type: 'navigate', path: string} of sane length", () => {
    expect(isNavigateMessage({ type: "navigate", path: "/" })).toBe(true);
    expect(isNavigateMessage({ type: "navigate", path: 5 })).toBe(false);
    expect(isNavigateMessage({ type: "other", path: "/" })).toBe(false);
    expect(isNavigateMessage("navigate")).toBe(false);
    expect(isNavigateMessage(null)).toBe(false);
    expect(isNavigateMessage({ type: "navigate", path: `/${"a".repeat(4096)}` })).toBe(false);
  });
});
