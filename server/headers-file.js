// The response headers of a client build for hosts other than the included server,
// written by the build (react-router.config.ts, buildEnd) from server/app.js's own
// functions (commonHeaders, fileHeaders), so that the two cannot drift:
//
// - `client/_headers`, the headers file of Netlify and Cloudflare Pages: a path line, then
//   its headers indented, `Name: value`. Every file of the build, at every path the server
//   answers it at, gets the header set the server sends it over https.
// - `nginx-headers.conf` next to `client/` (not uploaded): the per-path Content-Security-
//   Policy and Cache-Control as two nginx maps (README, "Security headers").
//
// No two rules of `_headers` that match one path set the same header, since the hosts
// differ there: Netlify keeps the last matching rule's value, Cloudflare Pages joins the
// values with a comma (for two CSPs, both are enforced). The headers every answer shares are
// on `/*`; each file's own (CSP, Cache-Control) on its exact paths, or on `/assets/*` when
// all of the hashed assets have the same ones. server/headers-file.test.js checks the file
// against the server's answers.

import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { commonHeaders, DEFAULT_CSP, fileHeaders, HEADERS_FILE, servedFiles } from "./app.js";

/**
 * @typedef {{ path: string, headers: Record<string, string> }} Rule
 *   One block of `_headers`: a URL path (`/x/*` matches every path under `/x/`) and its headers.
 */

/**
 * The URL paths the server answers with a file of the build: a page `x/index.html` at `/x`,
 * `/x/` and `/x/index.html` (the home page at `/` and `/index.html`), any other file at its
 * own path. Static hosts differ on which of a page's forms they serve and which they redirect,
 * so each form gets its rule.
 * @param {string} key  path relative to the client build, "/"-separated
 * @returns {string[]}
 */
export function pathsOf(key) {
  const path = `/${key.split("/").map(encodeURIComponent).join("/")}`;
  if (key === "index.html") return ["/", path];
  if (key.endsWith("/index.html")) {
    const dir = path.slice(0, -"index.html".length);
    return [dir.slice(0, -1), dir, path];
  }
  return [path];
}

/**
 * @param {Record<string, string>} a
 * @param {Record<string, string>} b
 */
const sameHeaders = (a, b) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([name, value]) => b[name] === value);

/**
 * The rules of a client build's `_headers` file, in order.
 * @param {string} root  the client build
 * @returns {Rule[]}
 */
function headerRules(root) {
  const files = servedFiles(root)
    .sort()
    .map((key) => ({
      key,
      headers: /** @type {Record<string, string>} */ (
        fileHeaders(key, readFileSync(join(root, ...key.split("/"))))
      ),
    }));

  // Static hosts only serve their files over https (and a browser ignores HSTS over http).
  /** @type {Rule[]} */
  const rules = [{ path: "/*", headers: commonHeaders(true) }];
  const assets = files.filter(({ key }) => key.startsWith("assets/"));
  const first = assets[0];
  const oneAssetRule =
    first !== undefined && assets.every(({ headers }) => sameHeaders(headers, first.headers));
  if (oneAssetRule) rules.push({ path: "/assets/*", headers: first.headers });
  for (const { key, headers } of files) {
    if (oneAssetRule && key.startsWith("assets/")) continue;
    for (const path of pathsOf(key)) rules.push({ path, headers });
  }
  return rules;
}

/** @param {string} text */
const oneLine = (text) => {
  if (/[\r\n]/.test(text)) throw new Error(`A header line cannot hold a line break: ${text}`);
  return text;
};

/**
 * The text of a `_headers` file.
 * @param {readonly Rule[]} rules
 */
export function headersFileText(rules) {
  const blocks = rules.map(({ path, headers }) =>
    [
      oneLine(path),
      ...Object.entries(headers).map(([name, value]) => `  ${oneLine(`${name}: ${value}`)}`),
    ].join("\n"),
  );
  return [
    "# Response headers for static hosts (Netlify, Cloudflare Pages), written by the build",
    "# from server/app.js: the same headers as the included server sends. Do not edit.",
    "",
    `${blocks.join("\n\n")}\n`,
  ].join("\n");
}

/**
 * nginx maps from the request's path (`$uri`) to the Content-Security-Policy and the
 * Cache-Control of the file answered there (README, "Security headers").
 * @param {readonly Rule[]} rules
 * @param {string} fallbackCsp  the CSP of an answer that is no file of the build
 */
function nginxMapsText(rules, fallbackCsp) {
  /** @param {string} value */
  const quoted = (value) => {
    if (/["\\\r\n]/.test(value)) throw new Error(`Not quotable for nginx: ${value}`);
    return `"${value}"`;
  };
  /** @param {string} path */
  const pattern = (path) =>
    path.endsWith("/*")
      ? `~^${path.slice(0, -1).replace(/[.+?^${}()|[\]\\]/g, "\\$&")}`
      : quoted(path);
  const own = rules.filter(({ path }) => path !== "/*");
  /**
   * @param {string} variable
   * @param {string} header
   * @param {string} fallback
   */
  const map = (variable, header, fallback) =>
    [
      `map $uri ${variable} {`,
      `    default ${quoted(fallback)};`,
      ...own.map(({ path, headers }) => `    ${pattern(path)} ${quoted(headers[header] ?? "")};`),
      "}",
    ].join("\n");
  return [
    '# Written by the build from server/app.js (README, "Security headers"). Include it in',
    "# nginx's http block, and in the server block:",
    "#   add_header Content-Security-Policy $site_csp always;",
    "#   add_header Cache-Control $site_cache_control always;",
    "# The default bucket size (64) is too small for these paths; drop the line if your http",
    "# block sets one as large.",
    "map_hash_bucket_size 128;",
    map("$site_csp", "Content-Security-Policy", fallbackCsp),
    map("$site_cache_control", "Cache-Control", "no-store"),
    "",
  ].join("\n");
}

/**
 * Writes `_headers` into a client build and `nginx-headers.conf` next to it.
 * @param {string} root  the client build
 * @returns {{ file: string, rules: number }}
 */
export function writeHeadersFiles(root) {
  const rules = headerRules(root);
  const file = join(root, HEADERS_FILE);
  writeFileSync(file, headersFileText(rules));
  writeFileSync(join(root, "..", "nginx-headers.conf"), nginxMapsText(rules, DEFAULT_CSP));
  return { file, rules: rules.length };
}
