// Routes `npm run perf` audits with Lighthouse: every page the build prerendered, in both
// languages, read off the build itself (each `index.html` under the client folder is one
// route), so a new page or template is audited without being listed here.
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** The not-found pages: served with status 404, audited as such. */
export const NOT_FOUND_ROUTES = ["/404", "/fr/404"];

/**
 * Every prerendered route of a client build folder, the studio's pages first, then the
 * gallery and each template family, English before French within a family.
 * @param {string} clientDir
 * @returns {string[]}
 */
export function perfRoutes(clientDir) {
  /** @type {string[]} */
  const routes = [];
  const walk = (/** @type {string} */ dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      // Hashed assets and the share images hold no pages.
      if (entry.isDirectory() && dir === clientDir && ["assets", "share"].includes(entry.name))
        continue;
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else if (entry.name === "index.html") {
        const rel = relative(clientDir, dir).split(sep).join("/");
        routes.push(rel ? `/${rel}` : "/");
      }
    }
  };
  walk(clientDir);
  const family = (/** @type {string} */ route) => route.replace(/^\/fr(?=\/|$)/, "") || "/";
  const rank = (/** @type {string} */ route) => {
    const path = family(route);
    if (path.startsWith("/templates/")) return `2${path}`;
    if (path === "/templates") return "1";
    return `0${path === "/" ? "" : path}`;
  };
  return routes.sort(
    (a, b) =>
      rank(a).localeCompare(rank(b)) || Number(a.startsWith("/fr")) - Number(b.startsWith("/fr")),
  );
}
