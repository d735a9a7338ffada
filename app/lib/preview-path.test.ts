import { describe, expect, it } from "vitest";
import {
  framedLinkAction,
  isCloseMessage,
  isNavigateMessage,
  isPreviewPath,
  previewLocation,
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
});

/** SECURITY.md T4's paths that are no plain path of this site. */
const UNSAFE = [
  "javascript:alert(1)",
  "//evil.example",
  "https://evil.example",
  "/\\evil.example",
  "/%2F%2Fevil.example",
  "data:text/html,x",
  "/../../etc",
  `/${"a".repeat(4096)}`,
  "about",
  "",
];

describe("isPreviewPath (SECURITY.md T4)", () => {
  it.each(["/", "/about", "/fr/templates/modern-mining/contact", "/templates/x_y-z/"])(
    "accepts %j",
    (path) => expect(isPreviewPath(path)).toBe(true),
  );

  it.each(
    [...UNSAFE, "/a?b", "/a#b", "/a b", "/é"].map((path) => [
      path.length > 40 ? `${path.slice(0, 8)}… (${path.length} characters)` : JSON.stringify(path),
      path,
    ]),
  )("refuses %s, as resolvePreviewPath does", (_name, path) => {
    expect(isPreviewPath(path)).toBe(false);
    expect(resolvePreviewPath(route, path ?? "")).toBeNull();
  });

  it("refuses anything that is not a string", () => {
    for (const value of [null, undefined, 1, ["/"], { toString: () => "/" }]) {
      expect(isPreviewPath(value)).toBe(false);
    }
  });
});

describe("previewLocation (SECURITY.md T4)", () => {
  it.each([
    ["/templates/modern-mining", route],
    ["/templates/modern-mining/", `${route}/`],
    ["/templates/modern-mining/contact", `${route}/contact`],
    ["/fr/templates/modern-mining", route],
    ["/fr/templates/modern-mining/about", `${route}/about`],
    ["/templates/modern-mining/no-such-page", `${route}/no-such-page`],
  ])("shows %j as %j", (path, shown) => expect(previewLocation(route, path)).toBe(shown));

  it.each([
    ...UNSAFE.filter((path) => path.length < 100),
    // Unknown routes: none of this template's pages.
    "/",
    "/fr",
    "/admin",
    "/templates",
    "/templates/modern-miningx",
    "/templates/cut-district/about",
    "/fr/templates/cut-district",
    "/en/templates/modern-mining",
  ])("refuses %j", (path) => expect(previewLocation(route, path)).toBeNull());

  it("refuses a 4 KB path", () => {
    expect(previewLocation(route, `${route}/${"a".repeat(4096)}`)).toBeNull();
  });
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
    for (const path of UNSAFE) expect(isNavigateMessage({ type: "navigate", path })).toBe(false);
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
