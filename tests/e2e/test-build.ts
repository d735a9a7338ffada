/**
 * What the test build holds, read from its files: the list of prerendered
 * pages and where they are. The build is what the server serves and
 * these tests run against, so a new page is covered as soon as it is built.
 */
import { existsSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The client build the test server serves (`BUILD_DIR=build-test` in playwright.config.ts). */
export const CLIENT_DIR = fileURLToPath(new URL("../../build-test/client", import.meta.url));

/**
 * URL paths of the prerendered pages, sorted: `index.html` → `/`,
 * `fr/process/index.html` → `/fr/process` (`__spa-fallback.html` is not a page).
 * A missing or empty build fails loudly instead of yielding no test.
 */
export function prerenderedPaths(dir = CLIENT_DIR): string[] {
  if (!existsSync(dir)) {
    throw new Error(`No test build at ${dir}: run \`npm test\` (or the test build) first.`);
  }
  const paths: string[] = [];
  const walk = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(`${folder}/${entry.name}`, `${prefix}/${entry.name}`);
      else if (entry.name === "index.html") paths.push(prefix || "/");
    }
  };
  walk(dir, "");
  if (paths.length === 0) throw new Error(`No prerendered page in ${dir}.`);
  return paths.sort();
}
