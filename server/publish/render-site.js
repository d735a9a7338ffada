// Renders the site's pages again with a published version of the owner's edits, the way
// `react-router build` prerenders them (the same server build, kept as <build>/render/ by
// scripts/render-build-plugin.ts, and the same requests), into a folder of its own:
// <out>/client/ holds the pages (HTML, and the loader data of pages that have a loader),
// <out>/compressed/ their brotli and gzip variants. The server lays them over the build's
// files (server/site-files.js). Every page must answer 200, and the output must pass the
// build's secret scan; otherwise it throws, and the live site is left as it was.
//
// Run in a child process of the server (server/publish/publisher.js), as
//   node server/publish/render-site.js <build dir> <out dir> <live copy JSON file>
// so that rendering never holds up the server's answers to visitors.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, matchRoutes } from "react-router";
import { scanBuild } from "../../scripts/secret-scan.js";
import { compressibleFiles } from "../app.js";
import { writePrecompressed } from "../compressed-variants.js";
import { writeNotFoundPages } from "../not-found-pages.js";

/** The folder beside `client/` that holds React Router's server build. */
export const RENDER_DIR = "render";

/**
 * @typedef {{ id: string, parentId?: string, path?: string, index?: boolean,
 *   caseSensitive?: boolean, module: { default?: unknown, ErrorBoundary?: unknown } }} BuildRoute
 * @typedef {BuildRoute & { children: RouteNode[] }} RouteNode
 */

/**
 * The server build's flat route table as the tree matchRoutes takes.
 * @param {Record<string, BuildRoute>} routes
 * @param {string} [parentId]
 * @returns {RouteNode[]}
 */
function routeTree(routes, parentId) {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) => ({ ...route, children: routeTree(routes, route.id) }));
}

/**
 * @param {string} path  a prerendered path ("/", "/about")
 * @param {string} suffix
 */
const pageUrl = (path, suffix = "/") =>
  `http://localhost${`${path}${suffix}`.replace(/\/\/+/g, "/")}`;

/**
 * @param {string} dir
 * @param {string} path  "/"-separated, relative to dir
 * @param {string} text
 */
function writeAt(dir, path, text) {
  const file = join(dir, ...path.split("/").filter(Boolean));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/**
 * @param {object} options
 * @param {string} options.buildDir  the build (holding client/ and render/)
 * @param {string} options.outDir    where the pages go (created)
 * @param {string | null} options.liveCopyJson  the version's texts (lib/published-copy.ts)
 * @param {Record<string, string | undefined>} options.env  for the secret scan
 * @returns {Promise<{ pages: number }>}
 */
export async function renderSite({ buildDir, outDir, liveCopyJson, env }) {
  // What `react-router build` sets for its prerender: the runtime then takes the loader data
  // handed to it and renders the SPA fallback.
  process.env.IS_RR_BUILD_REQUEST = "yes";
  const build = await import(pathToFileURL(join(resolve(buildDir), RENDER_DIR, "index.js")).href);
  const handler = createRequestHandler(build, "production");
  const context = { liveCopyJson };
  const client = join(outDir, "client");
  const tree = routeTree(build.routes);
  let pages = 0;

  for (const path of /** @type {string[]} */ (build.prerender)) {
    const matches =
      /** @type {{ route: RouteNode }[]} */ (
        /** @type {unknown} */ (
          matchRoutes(/** @type {any} */ (tree), new URL(pageUrl(path)).pathname)
        )
      ) ?? [];
    const leaf = matches.at(-1)?.route;
    // Resource routes (robots.txt, sitemap.xml) show no copy: the build's files stay.
    if (!leaf || (!leaf.module.default && !leaf.module.ErrorBoundary)) continue;
    /** @type {RequestInit} */
    const init = {};
    if (matches.some((match) => build.assets.routes[match.route.id]?.hasLoader)) {
      const dataPath = path === "/" ? "/_root.data" : `${path.replace(/\/$/, "")}.data`;
      const response = await handler(new Request(pageUrl(dataPath, "")), context);
      const data = await response.text();
      if (response.status !== 200 && response.status !== 202) {
        throw new Error(`${path}: its data answered ${response.status}`);
      }
      writeAt(client, dataPath, data);
      init.headers = { "X-React-Router-Prerender-Data": encodeURI(data) };
    }
    const response = await handler(new Request(pageUrl(path), init), context);
    const html = await response.text();
    if (response.status !== 200) throw new Error(`${path}: the page answered ${response.status}`);
    writeAt(client, `${path}/index.html`, html);
    pages += 1;
  }

  // The page a path the build did not prerender starts from (as `react-router build` writes it).
  const fallback = await handler(
    new Request(pageUrl("/"), { headers: { "X-React-Router-SPA-Mode": "yes" } }),
    context,
  );
  if (fallback.status !== 200) throw new Error(`The SPA fallback answered ${fallback.status}`);
  writeAt(client, "__spa-fallback.html", await fallback.text());
  writeNotFoundPages(client);

  const scan = scanBuild(outDir, env);
  if (scan.problems.length > 0) {
    const found = [...new Set(scan.findings.map((finding) => finding.what))];
    throw new Error(
      `The secret scan failed: ${found.join("; ") || scan.problems.join("; ")}. ` +
        "A text holds what looks like a secret; remove it and publish again.",
    );
  }
  await writePrecompressed(client, compressibleFiles(client));
  return { pages };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [buildDir, outDir, copyFile] = process.argv.slice(2);
  if (!buildDir || !outDir || !copyFile) {
    console.error("Usage: node server/publish/render-site.js <build dir> <out dir> <copy file>");
    process.exit(2);
  }
  try {
    const { pages } = await renderSite({
      buildDir,
      outDir,
      liveCopyJson: readFileSync(copyFile, "utf8"),
      env: process.env,
    });
    console.log(JSON.stringify({ pages }));
  } catch (error) {
    // The reason, for the owner, as the last line of standard output (server/publish/publisher.js);
    // the app's own warnings go to standard error, the server's log.
    console.log(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
    process.exit(1);
  }
}
