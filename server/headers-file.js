// The response headers of a client build for hosts other than the included server,
// written by the build (react-router.config.ts, buildEnd) from server/app.js's own
// functions (commonHeaders, fileHeaders, cspForPages), so that the two cannot drift:
//
// - `client/_headers`, the headers file of Netlify and Cloudflare Pages: a path line, then
//   its headers indented, `Name: value`. Every file of the build, at every path the server
//   answers it at, gets the header set the server sends it over https.
// - `nginx-headers.conf` next to `client/` (not uploaded): the per-path Content-Security-
//   Policy and Cache-Control as two nginx maps (README, "Security headers").
//
// A static host also serves pages at paths no rule names (its not-found page `404.html` at
// any unknown path, `__spa-fallback.html` at `/templates/{slug}`, another form of a page's
// path), and matches rules against the requested path, so `/*` carries a CSP as well as the
// headers every answer shares: the page CSP that allows the inline scripts of every page of
// the build (cspForPages), with `frame-ancestors 'self'`. nginx's map gives the same one to
// any path it does not list.
//
// Where two rules of `_headers` match one path and set the same header, the hosts differ:
// Netlify keeps the last matching rule's value, Cloudflare Pages joins the values with a
// comma. So the one header set twice is the CSP, on `/*` first and on a file's own rule after
// it. Netlify then sends the file's own CSP, as the server does; Cloudflare Pages sends both
// policies, which the browser both enforces, and since a file's own CSP allows nothing that
// `/*`'s does not (the same directives, its script hashes a subset), together they allow
// exactly what the file's own does. Every other header comes from one rule only: those every
// answer shares from `/*`, the Cache-Control from the file's own rule, or from `/assets/*`
// when all of the hashed assets have the same CSP and Cache-Control.
// server/headers-file.test.js checks the file against the server's answers, as both hosts
// read it (headersAt).

import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { commonHeaders, cspForPages, fileHeaders, HEADERS_FILE, servedFiles } from "./app.js";

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
    .map((key) => {
      const body = readFileSync(join(root, ...key.split("/")));
      return {
        key,
        body,
        headers: /** @type {Record<string, string>} */ (fileHeaders(key, body)),
      };
    });
  const pages = files.filter(({ key }) => key.endsWith(".html"));

  // Static hosts only serve their files over https (and a browser ignores HSTS over http).
  /** @type {Rule[]} */
  const rules = [
    {
      path: "/*",
      headers: {
        ...commonHeaders(true),
        "Content-Security-Policy": cspForPages(pages.map(({ body }) => body.toString("utf8"))),
      },
    },
  ];
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
 * Cache-Control of the file answered there (README, "Security headers"); any other path gets
 * `/*`'s CSP, which allows every page's inline scripts.
 * @param {readonly Rule[]} rules  `/*` first
 */
function nginxMapsText(rules) {
  const fallbackCsp = rules.find(({ path }) => path === "/*")?.headers["Content-Security-Policy"];
  if (!fallbackCsp) throw new Error("No Content-Security-Policy on /*");
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
 * @typedef {"netlify" | "cloudflare"} Host  a static host that reads `_headers`
 */

/**
 * The rules of a `_headers` file, in order, with header names in lower case.
 * @param {string} text
 * @returns {Rule[]}
 */
export function readHeadersFile(text) {
  /** @type {Rule[]} */
  const rules = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const m = /^\s+([\w-]+):\s*(.+)$/.exec(line);
    const rule = rules.at(-1);
    if (!m || !rule) throw new Error(`Not a header line: ${line}`);
    const name = (m[1] ?? "").toLowerCase();
    if (name in rule.headers) throw new Error(`${name} twice in ${rule.path}`);
    rule.headers[name] = (m[2] ?? "").trim();
  }
  return rules;
}

/**
 * The headers a host sends from `_headers` at a path, read as the hosts read the file: `/x/*`
 * matches every path under `/x/`, any other rule its exact path, and every matching rule
 * applies. When two set one header, Netlify keeps the last one's value and Cloudflare Pages
 * joins the values with a comma, in the file's order.
 * @param {readonly Rule[]} rules  from readHeadersFile()
 * @param {string} path
 * @param {Host} host
 * @returns {Record<string, string>}
 */
export function headersAt(rules, path, host) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const rule of rules) {
    const match = rule.path.endsWith("/*")
      ? path.startsWith(rule.path.slice(0, -1))
      : rule.path === path;
    if (!match) continue;
    for (const [name, value] of Object.entries(rule.headers)) {
      const before = headers[name];
      headers[name] = host === "cloudflare" && before !== undefined ? `${before}, ${value}` : value;
    }
  }
  return headers;
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
  writeFileSync(join(root, "..", "nginx-headers.conf"), nginxMapsText(rules));
  return { file, rules: rules.length };
}
