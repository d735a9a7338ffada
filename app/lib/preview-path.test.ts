import { describe, expect, it } from "vitest";
import {
  framedLinkAction,
  isCloseMessage,
  isNavigateMessage,
  resolvePreviewPath,
} from "./preview-path";

const route = "/templates/modern-mining";

describe("resolvePreviewPath (SPEC §4)", () => {
  it.each([
    ["/", route],
    ["/fr", route],
    ["/templates/modern-mining", route],
    ["/fr/templates/modern-mining/", route],
    ["/templates", route],
    ["/fr/templates", route],
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
    expect(isNavigateMessage({ type: "navigate", path: "/", extra: 1 })).toBe(false);
    expect(isNavigateMessage(["navigate", "/"])).toBe(false);
  });
});

describe("isCloseMessage", () => {
  it("accepts only {type: 'close'}", () => {
    expect(isCloseMessage({ type: "close" })).toBe(true);
    expect(isCloseMessage({ type: "close", path: "/" })).toBe(false);
    expect(isCloseMessage({ type: "navigate" })).toBe(false);
    expect(isCloseMessage("close")).toBe(false);
    expect(isCloseMessage(null)).toBe(false);
  });
});

describe("framedLinkAction (SPEC §4, framed templates)", () => {
  it.each([
    ["/", false, { type: "navigate", path: "/" }],
    ["/fr", false, { type: "navigate", path: "/" }],
    ["/templates", false, { type: "navigate", path: "/" }],
    ["/fr/templates/", false, { type: "navigate", path: "/" }],
    ["/templates", true, { type: "close" }],
    ["/fr/templates", true, { type: "close" }],
    ["/about", false, { type: "navigate", path: "/about" }],
    ["/fr/contact", false, { type: "navigate", path: "/contact" }],
    ["/templates/modern-mining/about", false, null],
    ["/templates/modern-mining", true, null],
    ["/process", false, null],
  ])("%s (closes: %s) -> %j", (path, closes, action) =>
    expect(framedLinkAction(path, closes)).toEqual(action),
  );
});
