// Fails when modules of app/ import each other in a circle, counting type-only
// imports and dynamic import() too: a circle of either still ties the two
// modules' designs together, so one of them should own the shared piece.
//
//   node scripts/check-cycles.js
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");
const APP = join(ROOT, "app");
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

/** @param {string} dir @returns {string[]} */
const sources = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "+types" ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

/** @param {string} from @param {string} specifier */
function resolveImport(from, specifier) {
  if (!specifier.startsWith(".")) return undefined;
  const base = resolve(dirname(from), specifier.split("?")[0] ?? "");
  return [base, ...EXTENSIONS.map((ext) => base + ext)].find(
    (path) => existsSync(path) && statSync(path).isFile() && /\.tsx?$/.test(path),
  );
}

const IMPORT =
  /^\s*(?:import|export)\s+(?:[^"';]*?\sfrom\s*)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/gm;

/** @type {Map<string, string[]>} */
const graph = new Map();
for (const file of sources(APP)) {
  const text = readFileSync(file, "utf8");
  const targets = [...text.matchAll(IMPORT)]
    .map((match) => resolveImport(file, match[1] ?? match[2] ?? ""))
    .filter((target) => target !== undefined);
  graph.set(file, targets);
}

/** @type {string[][]} */
const cycles = [];
/** @type {Map<string, "open" | "done">} */
const state = new Map();
/** @param {string} file @param {string[]} trail */
function visit(file, trail) {
  state.set(file, "open");
  for (const next of graph.get(file) ?? []) {
    if (state.get(next) === "open") cycles.push([...trail.slice(trail.indexOf(next)), next]);
    else if (!state.has(next)) visit(next, [...trail, next]);
  }
  state.set(file, "done");
}
for (const file of graph.keys()) if (!state.has(file)) visit(file, [file]);

if (cycles.length) {
  console.error(`Import cycles in app/ (${cycles.length}):`);
  for (const cycle of cycles) console.error(`  ${cycle.map((f) => relative(ROOT, f)).join(" → ")}`);
  process.exit(1);
}
console.log(`No import cycle among ${graph.size} modules of app/.`);
