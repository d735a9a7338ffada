/**
 * React Router compiles each route's path into a regular expression as it starts, and it
 * does so twice on a page's first load (once to find the page's loaders, once to build the
 * router), and again for every layout's empty path: several hundred compilations of the same
 * few dozen patterns, in the start-up's longest task.
 *
 * This build step remembers each compiled pattern, keyed by everything the compilation reads
 * (path, case sensitivity, whether it must match to the end). The values are shared safely:
 * the expressions have no global or sticky flag, so they keep no state between matches, and
 * React Router only reads the list of parameter names.
 * If React Router's source no longer has the function, the build stops, so an upgrade
 * cannot silently drop the change. Why it stays, measured: scripts/patches/README.md.
 */
import type { Plugin } from "vite";

/** React Router's production build: the chunk that holds the route matching. */
const REACT_ROUTER = /\/node_modules\/react-router\/dist\/production\/[^/]+\.mjs$/;

const COMPILE_PATH = "function compilePath(path, caseSensitive = false, end = true) {";

/** Patterns kept at most: a route table's worth, many times over. */
export const MAX_PATTERNS = 500;

const MEMO = `var compiledPatterns = new Map();
function compilePath(path, caseSensitive = false, end = true) {
  let key = (caseSensitive ? "1" : "0") + (end ? "1" : "0") + path;
  let compiled = compiledPatterns.get(key);
  if (!compiled) {
    if (compiledPatterns.size >= ${MAX_PATTERNS}) compiledPatterns.clear();
    compiled = compilePathOnce(path, caseSensitive, end);
    compiledPatterns.set(key, compiled);
  }
  return compiled;
}
function compilePathOnce(path, caseSensitive = false, end = true) {`;

/** The module's source with compilePath remembered, or null when it has no compilePath. */
export function withRememberedPatterns(code: string): string | null {
  const count = code.split(COMPILE_PATH).length - 1;
  if (count === 0) return null;
  if (count > 1) throw new Error(`react-router: ${count} compilePath functions in one module.`);
  return code.replace(COMPILE_PATH, MEMO);
}

export function routePatterns(): Plugin {
  let changed = 0;
  return {
    name: "route-patterns",
    apply: "build",
    buildStart() {
      changed = 0;
    },
    transform(code, id) {
      if (!REACT_ROUTER.test(id)) return null;
      const out = withRememberedPatterns(code);
      if (out === null) return null;
      changed += 1;
      return { code: out, map: null };
    },
    buildEnd(error) {
      if (error || changed > 0 || this.environment.name !== "client") return;
      throw new Error(
        "react-router's compilePath was not found: check scripts/route-patterns-plugin.ts " +
          "against the new React Router version.",
      );
    },
  };
}
