import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { writeNotFoundPages } from "./not-found-pages.js";

/** @type {string[]} */
const dirs = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** @param {Record<string, string>} files */
function build(files) {
  const root = mkdtempSync(join(tmpdir(), "not-found-pages-"));
  dirs.push(root);
  for (const [key, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, key)), { recursive: true });
    writeFileSync(join(root, key), content);
  }
  return root;
}

describe("writeNotFoundPages", () => {
  it("copies each language's 404 page to the 404.html static hosts serve", () => {
    const root = build({ "404/index.html": "<p>EN</p>", "fr/404/index.html": "<p>FR</p>" });
    expect(writeNotFoundPages(root)).toEqual(["404.html", "fr/404.html"]);
    expect(readFileSync(join(root, "404.html"), "utf8")).toBe("<p>EN</p>");
    expect(readFileSync(join(root, "fr", "404.html"), "utf8")).toBe("<p>FR</p>");
  });

  it("skips a page the build does not have", () => {
    const root = build({ "404/index.html": "<p>EN</p>" });
    expect(writeNotFoundPages(root)).toEqual(["404.html"]);
    expect(existsSync(join(root, "fr", "404.html"))).toBe(false);
  });
});
