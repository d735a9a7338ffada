// The static hosts' headers file against the server: for every file of a small build, at
// every path the server answers it at, the headers `_headers` gives that path (read the way
// Netlify and Cloudflare Pages read it) are the headers the server answers with; and every
// page the build holds has a Content-Security-Policy at any path a host may serve it at.
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app.js";
import {
  headersAt,
  headersFileText,
  pathsOf,
  readHeadersFile,
  writeHeadersFiles,
} from "./headers-file.js";
import { writeNotFoundPages } from "./not-found-pages.js";

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

/** The build once the not-found pages are copied where static hosts look for them. */
/** @type {Record<string, string | Buffer>} */
const BUILT = {
  ...BUILD,
  "404.html": BUILD["404/index.html"] ?? "",
  "fr/404.html": BUILD["fr/404/index.html"] ?? "",
};

/** The files the server answers with status 404: the not-found pages and their copies. */
const NOT_FOUND = new Set(["404/index.html", "fr/404/index.html", "404.html", "fr/404.html"]);

/** @type {import("./headers-file.js").Host[]} */
const HOSTS = ["netlify", "cloudflare"];

/** Headers that describe one answer's bytes, which a host works out for itself. */
const REPRESENTATION = new Set([
  "content-type",
  "content-length",
  "content-encoding",
  "etag",
  "vary",
]);

/**
 * A `_headers` file read the way the hosts read it (headersAt). Only the Content-Security-
 * Policy may come from two rules for one path: `/*` gives every path one, and a file's own
 * rule, after it, gives the file's (see the tests below).
 * @param {string} text
 */
function hostHeaders(text) {
  const rules = readHeadersFile(text);
  return {
    rules,
    /**
     * @param {string} path
     * @param {import("./headers-file.js").Host} [host]
     */
    for(path, host = "netlify") {
      /** @type {Set<string>} */
      const seen = new Set();
      for (const rule of rules) {
        if (
          rule.path.endsWith("/*") ? !path.startsWith(rule.path.slice(0, -1)) : rule.path !== path
        )
          continue;
        for (const name of Object.keys(rule.headers)) {
          if (seen.has(name) && name !== "content-security-policy")
            throw new Error(`Two rules set ${name} for ${path}`);
          seen.add(name);
        }
      }
      return headersAt(rules, path, host);
    },
  };
}

/**
 * The policies of a Content-Security-Policy header (a comma joins several, all enforced),
 * each as its directives' source lists by name.
 * @param {string} header
 */
const policiesOf = (header) =>
  header.split(",").map(
    (policy) =>
      new Map(
        policy
          .split(";")
          .map((directive) => directive.trim().split(/\s+/))
          .filter(([name]) => name)
          .map(([name = "", ...sources]) => [name, sources]),
      ),
  );

/** @param {string} source */
const sha = (source) => `'sha256-${createHash("sha256").update(source).digest("base64")}'`;

/**
 * The hashes of a test page's inline scripts (the fixture's are plain `<script>` elements).
 * @param {string | Buffer} html
 */
const inlineHashes = (html) =>
  [...String(html).matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, source = ""]) => sha(source));

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
  // As the build does (react-router.config.ts): the not-found copies, then the headers files.
  expect(writeNotFoundPages(root)).toEqual(["404.html", "fr/404.html"]);
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
  const files = Object.keys(BUILT);
  const cases = files.flatMap((key) =>
    pathsOf(key).map((path) => /** @type {const} */ ([key, path])),
  );

  it.each(cases)("gives %s at %s the headers the server sends over https", async (key, path) => {
    const res = await app.request(path, { headers: { "X-Forwarded-Proto": "https" } });
    expect(res.status).toBe(NOT_FOUND.has(key) ? 404 : 200);
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(BUILT[key] ?? ""))).toBe(true);
    expect(file.for(path, "netlify")).toEqual(policyHeaders(res));
    // Cloudflare Pages joins `/*`'s CSP and the file's: both are enforced, and the file's
    // allows nothing `/*`'s does not, so the two together allow exactly what the file's does.
    const { "content-security-policy": joined = "", ...cloudflare } = file.for(path, "cloudflare");
    const { "content-security-policy": own = "", ...server } = policyHeaders(res);
    expect(cloudflare).toEqual(server);
    const all = file.for("/nowhere")["content-security-policy"] ?? "";
    expect(joined).toBe(`${all}, ${own}`);
    const [wide, narrow] = policiesOf(joined);
    expect([...(narrow?.keys() ?? [])]).toEqual([...(wide?.keys() ?? [])]);
    for (const [name, sources] of narrow ?? []) {
      if (name === "script-src") expect(wide?.get(name)).toEqual(expect.arrayContaining(sources));
      else expect(wide?.get(name)).toEqual(sources);
    }
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

  it.each(HOSTS)("on %s, gives every page a CSP at each of its paths and at any other", (host) => {
    // Paths no rule names, where a host may still serve a page: its not-found page, the SPA
    // fallback for a template the build did not prerender, another form of a page's path.
    const elsewhere = [
      "/nowhere",
      "/fr/nowhere/",
      "/templates/unknown-slug",
      "/fr/templates/unknown-slug",
      "/about/index.htm",
      "/about//",
    ];
    const pages = files.filter((key) => key.endsWith(".html"));
    expect(pages).toEqual(expect.arrayContaining(["404.html", "__spa-fallback.html"]));
    for (const key of pages) {
      const hashes = inlineHashes(BUILT[key] ?? "");
      expect(hashes.length).toBeGreaterThan(0);
      for (const path of [...pathsOf(key), ...elsewhere]) {
        const csp = file.for(path, host)["content-security-policy"];
        expect(csp, `${key} at ${path}`).toBeDefined();
        for (const policy of policiesOf(csp ?? "")) {
          expect(policy.get("frame-ancestors"), `${key} at ${path}`).toEqual(["'self'"]);
          expect(policy.get("script-src"), `${key} at ${path}`).toEqual(
            expect.arrayContaining(["'self'", ...hashes]),
          );
          expect(policy.get("default-src")).toEqual(["'none'"]);
          expect(csp).not.toContain("unsafe-");
        }
      }
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
    for (const key of Object.keys(BUILT)) {
      for (const path of pathsOf(key)) {
        const res = await app.request(path);
        const pattern = key.startsWith("assets/") ? "~^/assets/" : path;
        expect(csp.get(pattern)).toBe(res.headers.get("content-security-policy"));
        expect(cache.get(pattern)).toBe(res.headers.get("cache-control"));
      }
    }
    // Any other path gets the CSP `_headers` gives every path, which allows every page.
    expect(csp.get("default")).toBe(file.for("/nowhere")["content-security-policy"]);
    expect(csp.get("default")).toContain(sha('window.__page = "SPA-FALLBACK";'));
    const unknown = await app.request("/nowhere", { method: "POST" });
    expect(cache.get("default")).toBe(unknown.headers.get("cache-control"));
  });

  it("sits next to the client build, where it is not uploaded", () => {
    expect(existsSync(join(root, "nginx-headers.conf"))).toBe(false);
  });
});
