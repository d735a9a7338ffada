import { describe, expect, it } from "vitest";
import {
  frameToGallery,
  galleryToFrame,
  isLocationMessage,
  isPreviewBrandMessage,
  type ReceivedMessage,
} from "./frame-messages";
import { resolvePreviewPath } from "./preview-path";

const ORIGIN = "http://127.0.0.1:4181";
/** Stand-ins for windows: only their identity matters. */
const ourFrame = { name: "our iframe" };
const gallery = { name: "the gallery window" };
const other = { name: "another window" };

const from = (data: unknown, origin = ORIGIN, source: unknown = ourFrame): ReceivedMessage => ({
  origin,
  source,
  data,
});

/**
 * SECURITY.md T4's paths that lead off the site or are no path: as an href, each would open
 * another site (`/\\host` is `//host` to a browser) or run or show something of its own.
 */
const UNSAFE_PATHS: [string, string][] = [
  ["another host", "//evil.example"],
  ["another host, by backslash", "/\\evil.example"],
  ["an encoded double slash", "/%2F%2Fevil.example"],
  ["another site", "https://evil.example"],
  ["a script", "javascript:alert(1)"],
  ["a data URL", "data:text/html,x"],
  ["a parent folder", "/templates/../../etc"],
  ["a 4 KB path", `/${"a".repeat(4096)}`],
];

/** SECURITY.md T4's payloads and other shapes no message of ours has. */
const BAD_DATA: [string, unknown][] = [
  ["a string", "navigate"],
  ["null", null],
  ["undefined", undefined],
  ["a number", 42],
  ["an array", ["navigate", "/about"]],
  ["a 4 KB string", "x".repeat(4096)],
  ["no type", { path: "/about" }],
  ["an unknown type", { type: "redirect", path: "/about" }],
  ["an extra key", { type: "navigate", path: "/about", url: "https://evil.example" }],
  ["a path that is not a string", { type: "navigate", path: { href: "/about" } }],
  ["a 4 KB path", { type: "navigate", path: `/${"a".repeat(4096)}` }],
  ["a location with a 4 KB path", { type: "location", path: `/${"a".repeat(4096)}` }],
  ["a location that is not a path", { type: "location", path: "javascript:alert(1)" }],
  ...UNSAFE_PATHS.flatMap(([name, path]): [string, unknown][] => [
    [`a location to ${name}`, { type: "location", path }],
    [`a navigate to ${name}`, { type: "navigate", path }],
  ]),
  ["a close with a path", { type: "close", path: "/" }],
  ["a brand sent to the gallery", { type: "preview-brand", name: "Acme" }],
];

describe("frameToGallery (SECURITY.md T4)", () => {
  it.each([
    [{ type: "navigate", path: "/about" }],
    [{ type: "close" }],
    [{ type: "location", path: "/fr/templates/cut-district/about" }],
  ])("accepts %j from our own iframe on our origin", (data) => {
    expect(frameToGallery(from(data), ORIGIN, ourFrame)).toEqual(data);
  });

  it.each([
    ["another origin", from({ type: "close" }, "http://evil.example")],
    ["a look-alike origin", from({ type: "close" }, `${ORIGIN}.evil.example`)],
    ["our origin as a prefix only", from({ type: "close" }, "http://127.0.0.1:41810")],
    ["the opaque origin of a sandboxed frame", from({ type: "close" }, "null")],
    ["another window of our origin", from({ type: "close" }, ORIGIN, other)],
    ["the page itself", from({ type: "close" }, ORIGIN, gallery)],
    ["no source", from({ type: "close" }, ORIGIN, null)],
  ])("ignores a valid message from %s", (_name, message) => {
    expect(frameToGallery(message, ORIGIN, ourFrame)).toBeNull();
  });

  it("ignores everything while the frame has no window yet", () => {
    expect(frameToGallery(from({ type: "close" }, ORIGIN, null), ORIGIN, null)).toBeNull();
    expect(
      frameToGallery(from({ type: "close" }, ORIGIN, undefined), ORIGIN, undefined),
    ).toBeNull();
  });

  it.each(BAD_DATA)("ignores %s from our own iframe", (_name, data) => {
    expect(frameToGallery(from(data), ORIGIN, ourFrame)).toBeNull();
  });
});

describe("galleryToFrame (SECURITY.md T4)", () => {
  it("accepts the preview brand from the gallery around the frame", () => {
    const data = { type: "preview-brand", name: "Lakeshore Plumbing" };
    expect(galleryToFrame(from(data, ORIGIN, gallery), ORIGIN, gallery)).toEqual(data);
  });

  it.each([
    ["another origin", "http://evil.example", gallery],
    ["another window of our origin", ORIGIN, other],
    ["no source", ORIGIN, null],
  ])("ignores a brand from %s", (_name, origin, source) => {
    const message = from({ type: "preview-brand", name: "Spoofed" }, origin, source);
    expect(galleryToFrame(message, ORIGIN, gallery)).toBeNull();
  });

  it.each([
    ...BAD_DATA.filter(([name]) => name !== "a brand sent to the gallery"),
    ["a navigate sent to the frame", { type: "navigate", path: "/about" }],
    ["a name that is not a string", { type: "preview-brand", name: ["Acme"] }],
    ["a 4 KB name", { type: "preview-brand", name: "x".repeat(4096) }],
    ["an extra key", { type: "preview-brand", name: "Acme", html: "<b>x</b>" }],
  ])("ignores %s from the gallery", (_name, data) => {
    expect(galleryToFrame(from(data, ORIGIN, gallery), ORIGIN, gallery)).toBeNull();
  });
});

describe("message shapes", () => {
  it("a location is {type: 'location', path} with a path of ours", () => {
    expect(isLocationMessage({ type: "location", path: "/" })).toBe(true);
    expect(isLocationMessage({ type: "location", path: "about" })).toBe(false);
    expect(isLocationMessage({ type: "location" })).toBe(false);
  });

  it.each([
    ...UNSAFE_PATHS,
    ["the home page", "/"],
    ["a framed French page", "/fr/templates/cut-district/about"],
    ["a trailing slash", "/templates/modern-mining/"],
    ["an unknown route", "/admin"],
    ["a relative path", "about"],
    ["nothing", ""],
    ["a space", "/a b"],
    ["a query", "/?x=1"],
  ])("a location to %s is accepted exactly when resolvePreviewPath accepts it", (_name, path) => {
    expect(isLocationMessage({ type: "location", path })).toBe(
      resolvePreviewPath("/templates/modern-mining", path) !== null,
    );
  });

  it("a preview brand is {type: 'preview-brand', name}", () => {
    expect(isPreviewBrandMessage({ type: "preview-brand", name: "" })).toBe(true);
    expect(isPreviewBrandMessage({ type: "preview-brand" })).toBe(false);
  });
});
