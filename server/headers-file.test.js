// The static hosts' headers file against the server: for every file of a small build, at
// every path the server answers it at, the headers `_headers` gives that path (read the way
// Netlify and Cloudflare Pages read it) are the headers the server answers with.
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app.js";
import { headersFileText, pathsOf, writeHeadersFiles } from "./headers-file.js";

/** @param {string} marker */
const page = (marker) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${marker}</title>` +
  `<script>window.__page = ${JSON.stringify(marker)};</script></head>` +
  `<body><h1>${marker}</h1><script>window.__ctx = {};</script>` +
  `<script type="module" src="/assets/app-abc123.js"></script></body></html>`;

/** The client build, by path relative to it; a dotfile and a file outside it besides. */
/** @type {Record<string, string | Buffer>} */
const BUILD = {
  "index.html": page("HOME"),
  "about/index.html": page("ABOUT"),
  "fr/index.html": page("FR-HOME"),
  "fr/about/index.html": page("FR-ABOUT"),
  "404/index.html": page("EN-404"),
  "fr/404/index.html": page("FR-404"),
  "__spa-fallback.html": page("SPA-FALLBACK"),
  "about.data": "[{}]",
  "assets/app-abc123.js": "export const a = 1;\n",
  "assets/root-def456.css": "body{margin:0}\n",
  "assets/font-0a1b2c.woff2": randomBytes(512),
  "favicon.svg": '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  "robots.txt": "User-agent: *\nAllow: /\n",
  "sitemap.xml": '<?xml version="1.0"?><urlset></urlset>',
  "share/studio.jpg": randomBytes(256),
};

/** Headers that describe one answer's bytes, which a host works out for itself. */
const REPRESENTATION = new Set([
  "content-type",
  "content-length",
  "content-encoding",
  "etag",
  "vary",
]);

/**
 * A `_headers` file read the way the hosts read it: `/x/*` matches every path under `/x/`,
 * any other rule its exact path. No header may come from two rules for one path, since
 * Netlify and Cloudflare Pages would then send different values.
 * @param {string} text
 */
function hostHeaders(text) {
  /** @type {{ path: string, headers: Map<string, string> }[]} */
  const rules = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: new Map() });
      continue;
    }
    const m = /^\s+([\w-]+):\s*(.+)$/.exec(line);
    const rule = rules.at(-1);
    if (!m || !rule) throw new Error(`Not a header line: ${line}`);
    const [, name = "", value = ""] = m;
    if (rule.headers.has(name.toLowerCase())) throw new Error(`${name} twice in ${rule.path}`);
    rule.headers.set(name.toLowerCase(), value.trim());
  }
  return {
    rules,
    /** @param {string} path */
    for(path) {
      /** @type {Record<string, string>} */
      const headers = {};
      for (const rule of rules) {
        const match = rule.path.endsWith("/*")
          ? path.startsWith(rule.path.slice(0, -1))
          : rule.path === path;
        if (!match) continue;
        for (const [name, value] of rule.headers) {
          if (name in headers) throw new Error(`Two rules set ${name} for ${path}`);
          headers[name] = value;
        }
      }
      return headers;
    },
  };
}

/**
 * The headers of an answer that a headers file must give too.
 * @param {Response} res
 */
const policyHeaders = (res) =>
  Object.fromEntries([...res.headers].filter(([name]) => !REPRESENTATION.has(name)));

/** @type {string} */
let dir;
/** @type {string} */
let root;
/** @type {ReturnType<typeof hostHeaders>} */
let file;
/** @type {ReturnType<typeof createApp>} */
let app;
/** @type {number} */
let ruleCount;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "headers-file-"));
  root = join(dir, "client");
  for (const [key, content] of Object.entries(BUILD)) {
    const path = join(root, key);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  }
  writeFileSync(join(root, ".env"), "SECRET=dotfile");
  ruleCount = writeHeadersFiles(root).rules;
  file = hostHeaders(readFileSync(join(root, "_headers"), "utf8"));
  app = createApp({ root }); // with _headers in the build, as the server finds it
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("pathsOf", () => {
  it("gives a page every form the server answers it at, any other file its own path", () => {
    expect(pathsOf("index.html")).toEqual(["/", "/index.html"]);
    expect(pathsOf("fr/about/index.html")).toEqual([
      "/fr/about",
      "/fr/about/",
      "/fr/about/index.html",
    ]);
    expect(pathsOf("__spa-fallback.html")).toEqual(["/__spa-fallback.html"]);
    expect(pathsOf("assets/app-abc123.js")).toEqual(["/assets/app-abc123.js"]);
  });
});

describe("the _headers file", () => {
  const files = Object.keys(BUILD);
  const cases = files.flatMap((key) =>
    pathsOf(key).map((path) => /** @type {const} */ ([key, path])),
  );

  it.each(cases)("gives %s at %s the headers the server sends over https", async (key, path) => {
    const res = await app.request(path, { headers: { "X-Forwarded-Proto": "https" } });
    expect(res.status).toBe(key.endsWith("404/index.html") ? 404 : 200);
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(BUILD[key] ?? ""))).toBe(true);
    expect(file.for(path)).toEqual(policyHeaders(res));
  });

  it("holds the same set as the server over plain http, but HSTS", async () => {
    for (const [, path] of cases) {
      const res = await app.request(path);
      const { "strict-transport-security": hsts, ...rest } = file.for(path);
      expect(hsts).toBe("max-age=31536000; includeSubDomains");
      expect(policyHeaders(res)).toEqual(rest);
    }
  });

  it("allows each page's own inline scripts by hash, and connections to the site and EmailJS only", () => {
    const sha = (/** @type {string} */ s) =>
      `'sha256-${createHash("sha256").update(s).digest("base64")}'`;
    const about = file.for("/about/")["content-security-policy"] ?? "";
    const home = file.for("/")["content-security-policy"] ?? "";
    expect(about).toContain(sha('window.__page = "ABOUT";'));
    expect(about).toContain(sha("window.__ctx = {};"));
    expect(home).not.toContain(sha('window.__page = "ABOUT";'));
    expect(about).not.toContain("unsafe-inline");
    expect(about).toContain("connect-src 'self' https://api.emailjs.com;");
  });

  it("has one rule for the hashed assets, one per path of every other file, one for all", () => {
    const assets = files.filter((key) => key.startsWith("assets/"));
    const others = files.filter((key) => !key.startsWith("assets/"));
    const paths = file.rules.map((rule) => rule.path);
    expect(paths.slice(0, 2)).toEqual(["/*", "/assets/*"]);
    expect(paths).toHaveLength(2 + others.flatMap(pathsOf).length);
    expect(ruleCount).toBe(paths.length);
    expect(assets.flatMap(pathsOf).filter((path) => paths.includes(path))).toEqual([]);
  });

  it("is not served, and neither are dotfiles", async () => {
    for (const path of ["/_headers", "/.env"]) {
      const res = await app.request(path);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe(BUILD["404/index.html"]);
    }
  });

  it("refuses a header value that would break its line format", () => {
    expect(() => headersFileText([{ path: "/", headers: { "X-A": "a\nb: c" } }])).toThrow();
  });
});

describe("nginx-headers.conf", () => {
  it("maps every path of every file to the server's CSP and Cache-Control", async () => {
    const conf = readFileSync(join(dir, "nginx-headers.conf"), "utf8");
    /** @param {string} variable */
    const entries = (variable) => {
      const body = conf.split(`map $uri ${variable} {\n`)[1]?.split("\n}")[0] ?? "";
      return new Map(
        body.split("\n").map((line) => {
          const m = /^ {4}(\S+) "([^"]*)";$/.exec(line);
          if (!m) throw new Error(`Not a map line: ${line}`);
          return [m[1]?.replace(/^"|"$/g, ""), m[2]];
        }),
      );
    };
    const csp = entries("$site_csp");
    const cache = entries("$site_cache_control");
    for (const key of Object.keys(BUILD)) {
      for (const path of pathsOf(key)) {
        const res = await app.request(path);
        const pattern = key.startsWith("assets/") ? "~^/assets/" : path;
        expect(csp.get(pattern)).toBe(res.headers.get("content-security-policy"));
        expect(cache.get(pattern)).toBe(res.headers.get("cache-control"));
      }
    }
    const unknown = await app.request("/nowhere", { method: "POST" });
    expect(csp.get("default")).toBe(unknown.headers.get("content-security-policy"));
    expect(cache.get("default")).toBe(unknown.headers.get("cache-control"));
  });

  it("sits next to the client build, where it is not uploaded", () => {
    expect(existsSync(join(root, "nginx-headers.conf"))).toBe(false);
  });
});
