import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { MAX_PATTERNS, withRememberedPatterns } from "./route-patterns-plugin.ts";

const PRODUCTION = fileURLToPath(
  new URL("../node_modules/react-router/dist/production/", import.meta.url),
);
const modules = readdirSync(PRODUCTION).filter((name) => name.endsWith(".mjs"));

type Compile = (path: string, caseSensitive?: boolean, end?: boolean) => [RegExp, unknown[]];

/** compilePath as the build leaves it, run on its own, with a counter on the real compilation. */
function rememberingCompilePath() {
  const source = withRememberedPatterns(
    "function compilePath(path, caseSensitive = false, end = true) {\n" +
      "  compiled += 1;\n" +
      '  return [new RegExp("^/" + path + (end ? "$" : ""), caseSensitive ? undefined : "i"), [path]];\n' +
      "}",
  );
  const [compilePath, compiled] = new Function(
    `let compiled = 0;\n${source}\nreturn [compilePath, () => compiled];`,
  )() as [Compile, () => number];
  return { compilePath, compiled };
}

describe("withRememberedPatterns", () => {
  it("finds React Router's compilePath in the installed production build, in one module", () => {
    const changed = modules.filter(
      (name) => withRememberedPatterns(readFileSync(`${PRODUCTION}${name}`, "utf8")) !== null,
    );
    // The chunk the browser's entries import (and the React Server Components entry, unused).
    expect(changed.filter((name) => /^chunk-[A-Z0-9]+\.mjs$/.test(name))).toHaveLength(1);
  });

  it("compiles each pattern once and gives the same matcher back after", () => {
    const { compilePath, compiled } = rememberingCompilePath();
    const first = compilePath("templates/:slug");
    expect(compilePath("templates/:slug")).toBe(first);
    expect(compiled()).toBe(1);
    // Everything the compilation reads is in the key.
    expect(compilePath("templates/:slug", false, false)).not.toBe(first);
    expect(compilePath("templates/:slug", true)).not.toBe(first);
    expect(compilePath("about")).not.toBe(first);
    expect(compiled()).toBe(4);
    expect(compilePath("about")[0].test("/ABOUT")).toBe(true);
  });

  it("starts over past its limit instead of growing without end", () => {
    const { compilePath, compiled } = rememberingCompilePath();
    for (let n = 0; n < MAX_PATTERNS; n += 1) compilePath(`page-${n}`);
    compilePath("page-0");
    expect(compiled()).toBe(MAX_PATTERNS);
    compilePath("one-more");
    compilePath("page-0");
    expect(compiled()).toBe(MAX_PATTERNS + 2);
  });

  it("leaves a module without compilePath alone, and refuses one with two", () => {
    expect(withRememberedPatterns("export const x = 1;")).toBeNull();
    const fn = "function compilePath(path, caseSensitive = false, end = true) {}";
    expect(() => withRememberedPatterns(`${fn}\n${fn}`)).toThrow(/2 compilePath functions/);
  });
});
