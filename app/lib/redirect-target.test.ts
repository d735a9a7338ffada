import { describe, expect, it } from "vitest";
import { resolveTarget } from "./redirect-target";

describe("resolveTarget", () => {
  it.each([
    ["https://demo.example.com/aurora/", "https://demo.example.com/aurora/"],
    ["http://demo.example.com", "http://demo.example.com/"],
  ])("allows %s", (url, href) => expect(resolveTarget(url)).toBe(href));

  it.each([
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "java\tscript:alert(1)",
    "//evil.example",
    "https:evil.example",
    "https://ok.example@evil.example",
    "data:text/html,x",
    "https://demo.example.com/%0d%0a\r\n",
    "ftp://demo.example.com",
    "/templates/modern-mining",
    "",
  ])("refuses %j", (url) => expect(resolveTarget(url)).toBeNull());
});
