import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parseTrustProxy } from "./client-address.js";
import {
  clientErrorStatus,
  createApp,
  errorResponse,
  inlineScripts,
  MAX_URL_LENGTH,
  parsePath,
  pickEncoding,
  rawErrorResponse,
} from "./app.js";

const BOOT = 'document.documentElement.dataset.boot="1";';
const CONTEXT = "window.__ctx = { a: 1 };";
const MODULE = 'import "/assets/app-abc123.js";';
const JS = `export const greeting = ${JSON.stringify("hello ".repeat(400))};\n`;
const FONT = randomBytes(2048);

const page = (/** @type {string} */ lang, /** @type {string} */ marker) =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${marker}</title>` +
  `<script>${BOOT}</script><link rel="modulepreload" href="/assets/app-abc123.js"/></head>` +
  `<body><h1>${marker}</h1>${"<p>filler text for compression</p>".repeat(50)}` +
  `<!-- <script>commented()</script> --><script>${CONTEXT}</script>` +
  `<script type="module" async="">${MODULE}</script>` +
  `<script type="module" src="/assets/app-abc123.js"></script></body></html>`;

/** @type {Record<string, string | Buffer>} */
const TREE = {
  "client/index.html": page("en", "HOME-PAGE"),
  "client/process/index.html": page("en", "PROCESS-PAGE"),
  "client/fr/index.html": page("fr", "FR-HOME-PAGE"),
  "client/fr/process/index.html": page("fr", "FR-PROCESS-PAGE"),
  "client/templates/modern-mining/index.html": page("en", "MINING-PAGE"),
  "client/404/index.html": page("en", "EN-404-PAGE"),
  "client/fr/404/index.html": page("fr", "FR-404-PAGE"),
  "client/__spa-fallback.html": page("en", "SPA-FALLBACK"),
  "client/assets/app-abc123.js": JS,
  "client/assets/font-abc123.woff2": FONT,
  "client/favicon.svg": '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  "client/.env": "SECRET_TOKEN=dotenv-secret",
  "client/.git/config": "[core] git-secret",
  "package.json": '{"name":"outside-secret"}',
};
const SECRETS = ["dotenv-secret", "git-secret", "outside-secret"];

const SECURITY = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "SAMEORIGIN",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};

const sha = (/** @type {string} */ s) =>
  `'sha256-${createHash("sha256").update(s).digest("base64")}'`;

/** @type {ReturnType<typeof createApp>} */
let app;

/** Every folder createTree() made. */
/** @type {string[]} */
const trees = [];

/**
 * A new folder holding `tree`, by path relative to it.
 * @param {Record<string, string | Buffer>} tree
 */
function createTree(tree) {
  const root = mkdtempSync(join(tmpdir(), "static-server-"));
  trees.push(root);
  for (const [rel, content] of Object.entries(tree)) {
    const file = join(root, rel);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return root;
}

/** The folder of the build every test but a few reads. */
let dir = "";

beforeAll(() => {
  dir = createTree(TREE);
  app = createApp({ root: join(dir, "client") });
});

afterAll(() => {
  for (const root of trees) rmSync(root, { recursive: true, force: true });
});

/** @param {Response} res */
function expectSecurityHeaders(res) {
  for (const [name, value] of Object.entries(SECURITY)) {
    expect(res.headers.get(name), name).toBe(value);
  }
  const csp = res.headers.get("content-security-policy") ?? "";
  expect(csp).toMatch(/^default-src 'none'; script-src 'self'/);
  for (const directive of [
    "frame-ancestors 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "style-src 'self'",
    "connect-src 'self' https://api.emailjs.com",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(res.headers.get("strict-transport-security")).toBeNull();
  expect(res.headers.get("x-powered-by")).toBeNull();
  expect(res.headers.get("server")).toBeNull();
}

describe("routing", () => {
  it.each([
    ["/", "HOME-PAGE"],
    ["/index.html", "HOME-PAGE"],
    ["/process", "PROCESS-PAGE"],
    ["/process/", "PROCESS-PAGE"],
    ["/fr", "FR-HOME-PAGE"],
    ["/fr/", "FR-HOME-PAGE"],
    ["/fr/process", "FR-PROCESS-PAGE"],
    ["/templates/modern-mining", "MINING-PAGE"],
    ["/process?x=1#y", "PROCESS-PAGE"],
  ])("GET %s → 200 %s", async (path, marker) => {
    const res = await app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await res.text()).toContain(`<h1>${marker}</h1>`);
  });

  it.each(["/templates/unknown-slug", "/templates/unknown-slug/", "/fr/templates/x"])(
    "GET %s → 200 SPA fallback",
    async (path) => {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("<h1>SPA-FALLBACK</h1>");
      expect(res.headers.get("cache-control")).toBe("no-cache");
    },
  );

  it.each([
    ["/no-such-page", "EN-404-PAGE"],
    ["/templates/modern-mining/nope/deeper", "EN-404-PAGE"],
    ["/process/index.html/", "EN-404-PAGE"],
    ["/favicon.svg/", "EN-404-PAGE"],
    ["/assets/", "EN-404-PAGE"],
    ["/assets", "EN-404-PAGE"],
    ["/assets/missing-123.js", "EN-404-PAGE"],
    ["/404", "EN-404-PAGE"],
    ["/french", "EN-404-PAGE"],
    ["/fr/pas-de-page", "FR-404-PAGE"],
    ["/fr/templates/x/y", "FR-404-PAGE"],
    ["/fr/404", "FR-404-PAGE"],
  ])("GET %s → 404 with %s", async (path, marker) => {
    const res = await app.request(path);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await res.text()).toContain(`<h1>${marker}</h1>`);
  });

  it("answers the not-found pages' copies for static hosts with 404, and keeps its own 404 page", async () => {
    const copies = createTree({
      ...TREE,
      "client/404.html": page("en", "EN-404-COPY"),
      "client/fr/404.html": page("fr", "FR-404-COPY"),
    });
    const withCopies = createApp({ root: join(copies, "client") });
    for (const [path, marker] of /** @type {const} */ ([
      ["/404.html", "EN-404-COPY"],
      ["/fr/404.html", "FR-404-COPY"],
      ["/no-such-page", "EN-404-PAGE"],
      ["/fr/pas-de-page", "FR-404-PAGE"],
      ["/404", "EN-404-PAGE"],
    ])) {
      const res = await withCopies.request(path);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain(`<h1>${marker}</h1>`);
      expect(res.headers.get("content-security-policy")).toContain(sha(BOOT));
    }
    expect((await withCopies.request("/process")).status).toBe(200);
  });

  it("HEAD has the GET headers and no body", async () => {
    const get = await app.request("/process");
    const head = await app.request("/process", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(get.headers.get("content-length"));
    expect(head.headers.get("content-security-policy")).toBe(
      get.headers.get("content-security-policy"),
    );
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  // (TRACE cannot be built as a fetch Request; it is tested over a socket below.)
  it.each(["PUT", "DELETE", "OPTIONS", "PATCH"])("%s → 405 with Allow", async (method) => {
    const page = await app.request("/", { method });
    expect(page.status).toBe(405);
    // A page also takes a form's POST (answered 303); any other file only GET and HEAD.
    expect(page.headers.get("allow")).toBe("GET, HEAD, POST");
    expectSecurityHeaders(page);
    const other = await app.request("/robots.txt", { method });
    expect(other.status).toBe(405);
    expect(other.headers.get("allow")).toBe("GET, HEAD");
  });

  it.each(["/%E0%A4%A", "/fr/%E0%A4%A", "/%", "/assets/%zz.js"])(
    "malformed %s → 400 without crashing",
    async (path) => {
      const res = await app.request(path);
      expect([400, 404]).toContain(res.status);
      expectSecurityHeaders(res);
      // still serving afterwards
      expect((await app.request("/")).status).toBe(200);
    },
  );
});

describe("traversal and dotfiles", () => {
  const attempts = [
    "/../package.json",
    "/%2e%2e/package.json",
    "/%2E%2E/%2E%2E/package.json",
    "/..%2fpackage.json",
    "/..%2Fpackage.json",
    "/assets/..%2f..%2fpackage.json",
    "//package.json",
    "/%2F%2Fpackage.json",
    "/%5c..%5cpackage.json",
    "/..%5c..%5cpackage.json",
    "/\\..\\package.json",
    "/.env",
    "/%2eenv",
    "/.git/config",
    "/.git/",
    "/fr/.env",
    "/assets/.%2e/.env",
    "/index.html%00",
    "/index.html%00.js",
    "/process%2findex.html",
  ];

  it.each(attempts)("%s → 404, no file contents", async (path) => {
    const res = await app.request(path);
    expect(res.status).toBe(404);
    const body = await res.text();
    for (const secret of SECRETS) expect(body).not.toContain(secret);
    expectSecurityHeaders(res);
  });

  it.each(["/..", "/a/../b", "/%2e%2e", "/x%2fy", "/x%5cy", "/x%00", "/.env", "//a"])(
    "parsePath(%s) is unsafe",
    (path) => {
      expect(parsePath(path)?.safe).toBe(false);
    },
  );

  it("parsePath rejects malformed escapes and decodes valid ones", () => {
    expect(parsePath("/%E0%A4%A")).toBeNull();
    expect(parsePath("/caf%C3%A9/")).toEqual({
      segments: ["café"],
      trailingSlash: true,
      safe: true,
    });
    expect(parsePath("/")).toEqual({ segments: [], trailingSlash: true, safe: true });
  });
});

describe("headers", () => {
  it("CSP lists the exact sha256 of each inline script of that page", async () => {
    const res = await app.request("/");
    const csp = res.headers.get("content-security-policy") ?? "";
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src ")) ?? "";
    expect(scriptSrc.split(" ").sort()).toEqual(
      ["script-src", "'self'", sha(BOOT), sha(CONTEXT), sha(MODULE)].sort(),
    );
    expect(csp).not.toContain(sha("commented()"));
  });

  it("the 404 page and SPA fallback carry their own page's hashes", async () => {
    for (const path of ["/nope", "/fr/nope", "/templates/zzz"]) {
      const csp = (await app.request(path)).headers.get("content-security-policy") ?? "";
      expect(csp).toContain(sha(BOOT));
      expect(csp).toContain(sha(CONTEXT));
    }
  });

  it("non-HTML responses use script-src 'self' only", async () => {
    const res = await app.request("/assets/app-abc123.js");
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self';");
  });

  it.each([
    ["/", 200],
    ["/assets/app-abc123.js", 200],
    ["/favicon.svg", 200],
    ["/nope", 404],
    ["/fr/nope", 404],
    ["/templates/zzz", 200],
  ])("security headers on %s (%i)", async (path, status) => {
    const res = await app.request(path);
    expect(res.status).toBe(status);
    expectSecurityHeaders(res);
  });

  it("HSTS only when the request came over https", async () => {
    const proxied = await app.request("/", { headers: { "x-forwarded-proto": "https" } });
    expect(proxied.headers.get("strict-transport-security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
    const direct = await app.request("https://example.test/nope");
    expect(direct.headers.get("strict-transport-security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
    const plain = await app.request("/", { headers: { "x-forwarded-proto": "http" } });
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    expect((await app.request("/")).headers.get("strict-transport-security")).toBeNull();
  });

  it("cache policy: immutable assets, no-cache HTML, 1 h for other files", async () => {
    const js = await app.request("/assets/app-abc123.js");
    expect(js.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(js.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    const font = await app.request("/assets/font-abc123.woff2");
    expect(font.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(font.headers.get("content-type")).toBe("font/woff2");
    expect((await app.request("/")).headers.get("cache-control")).toBe("no-cache");
    expect((await app.request("/nope")).headers.get("cache-control")).toBe("no-cache");
    const svg = await app.request("/favicon.svg");
    expect(svg.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(svg.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
  });

  it("answers a matching If-None-Match with 304", async () => {
    const first = await app.request("/", { headers: { "accept-encoding": "br" } });
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await app.request("/", {
      headers: { "accept-encoding": "br", "if-none-match": String(etag) },
    });
    expect(again.status).toBe(304);
    expectSecurityHeaders(again);
    const otherEncoding = await app.request("/", {
      headers: { "accept-encoding": "gzip", "if-none-match": String(etag) },
    });
    expect(otherEncoding.status).toBe(200);
  });
});

describe("compression", () => {
  const original = TREE["client/index.html"];

  it("serves brotli when accepted (preferred over gzip)", async () => {
    const res = await app.request("/", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get("content-length")).toBe(String(body.byteLength));
    expect(brotliDecompressSync(body).toString()).toBe(original);
  });

  it("serves gzip when brotli is not accepted", async () => {
    const res = await app.request("/assets/app-abc123.js", {
      headers: { "accept-encoding": "gzip, br;q=0" },
    });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get("content-length")).toBe(String(body.byteLength));
    expect(gunzipSync(body).toString()).toBe(JS);
  });

  it("serves identity without Accept-Encoding, still with Vary", async () => {
    const res = await app.request("/");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    const body = await res.text();
    expect(body).toBe(original);
    expect(res.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));
  });

  it("compresses the 404 page too", async () => {
    const res = await app.request("/nope", { headers: { "accept-encoding": "br" } });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-encoding")).toBe("br");
    const body = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(body).toContain("EN-404-PAGE");
  });

  it("serves fonts as they are", async () => {
    const res = await app.request("/assets/font-abc123.woff2", {
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("vary")).toBeNull();
    expect(Buffer.from(await res.arrayBuffer()).equals(FONT)).toBe(true);
  });

  it.each([
    [null, "identity"],
    ["", "identity"],
    ["gzip", "gzip"],
    ["br", "br"],
    ["gzip, br", "br"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0, gzip;q=0", "identity"],
    ["*", "br"],
    ["*;q=0", "identity"],
    ["identity", "identity"],
    ["deflate", "identity"],
    [" GZIP ; q=0.5 ", "gzip"],
  ])("pickEncoding(%j) → %s", (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe("inlineScripts", () => {
  it("returns inline script bodies, skipping src scripts and comments", () => {
    const html =
      '<script>a()</script><script type="module" src="/x.js"></script>' +
      "<!-- <script>b()</script> --><script data-x='>'>c()</SCRIPT><script id=\"_R_\">d()</script>";
    expect(inlineScripts(html)).toEqual(["a()", "c()", "d()"]);
  });

  it("leaves out data blocks, which run nothing (a published version's texts)", () => {
    const html =
      '<script type="application/json" id="live-copy">{"en":{}}</script>' +
      "<script type=application/json>{}</script><script>e()</script>";
    expect(inlineScripts(html)).toEqual(["e()"]);
  });
});

describe("over a real socket", () => {
  /** @type {import("node:http").Server} */
  let server;
  /** @type {number} */
  let port;

  beforeAll(async () => {
    await new Promise((resolve) => {
      server = /** @type {import("node:http").Server} */ (
        serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
          port = info.port;
          resolve(undefined);
        })
      );
    });
    // Node's own refusals, answered as server/main.js answers them (on Node 26, Node's default
    // answer to oversized headers resets the connection, and the client may never read it).
    server.on("clientError", (/** @type {NodeJS.ErrnoException} */ error, socket) =>
      socket.end(rawErrorResponse(clientErrorStatus(error))),
    );
  });

  afterAll(() => new Promise((resolve) => server.close(() => resolve(undefined))));

  /**
   * Raw request: the path is sent exactly as given (no client-side normalising).
   * @param {string} path
   * @param {Record<string, string>} [headers]
   * @param {string} [method]
   * @returns {Promise<{ status: number, body: string, headers: import("node:http").IncomingHttpHeaders }>}
   */
  const raw = (path, headers = {}, method = "GET") =>
    new Promise((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, path, headers, method }, (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            headers: res.headers,
          }),
        );
      });
      req.on("error", reject);
      req.end();
    });

  it.each([
    "/../package.json",
    "/../../package.json",
    "/%2e%2e/package.json",
    "/.env",
    "/..%2f.env",
  ])("%s → 404 without file contents", async (path) => {
    const res = await raw(path);
    expect(res.status).toBe(404);
    for (const secret of SECRETS) expect(res.body).not.toContain(secret);
  });

  it("malformed URL → 400 and the server stays up", async () => {
    expect((await raw("/%E0%A4%A")).status).toBe(400);
    expect((await raw("/")).status).toBe(200);
  });

  it.each([
    ["TRACE", "/", "GET, HEAD, POST"],
    ["POST", "/favicon.svg", "GET, HEAD"],
    ["DELETE", "/", "GET, HEAD, POST"],
  ])("%s %s → 405 with security headers", async (method, path, allow) => {
    const res = await raw(path, {}, method);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe(allow);
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("oversized header → 431", async () => {
    const res = await raw("/", { "x-big": "a".repeat(64 * 1024) });
    expect(res.status).toBe(431);
  });

  it("no Server or X-Powered-By header", async () => {
    const res = await raw("/");
    expect(res.headers.server).toBeUndefined();
    expect(res.headers["x-powered-by"]).toBeUndefined();
    expect(res.headers["content-security-policy"]).toContain("script-src 'self' 'sha256-");
  });
});

describe("no translation relay (SECURITY.md T7)", () => {
  it("a request to the old /api/translate reaches no service: POST gets 405, GET the 404 page", async () => {
    const post = await app.request("/api/translate", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ q: "Hello", target: "fr", format: "text" }),
    });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
    const get = await app.request("/api/translate");
    expect(get.status).toBe(404);
    expect(await get.text()).toContain("EN-404-PAGE");
  });

  it("lets pages connect to the site itself and EmailJS only", async () => {
    for (const path of ["/", "/missing.js"]) {
      const csp = (await app.request(path)).headers.get("content-security-policy") ?? "";
      expect(csp).toMatch(/(^|; )connect-src 'self' https:\/\/api\.emailjs\.com;/);
    }
  });
});

describe("answers the Node layer gives itself (T12)", () => {
  it.each([
    [400, "Bad Request"],
    [408, "Request Timeout"],
    [431, "Request Header Fields Too Large"],
  ])("%i carries the security headers and closes the connection", (status, reason) => {
    const raw = rawErrorResponse(status);
    const [head = "", body] = raw.split("\r\n\r\n");
    const [statusLine, ...lines] = head.split("\r\n");
    expect(statusLine).toBe(`HTTP/1.1 ${status} ${reason}`);
    expect(body).toBe(`${status} ${reason}`);
    const headers = Object.fromEntries(
      lines.map((line) => [
        line.slice(0, line.indexOf(":")).toLowerCase(),
        line.slice(line.indexOf(":") + 2),
      ]),
    );
    for (const [name, value] of Object.entries(SECURITY)) expect(headers[name], name).toBe(value);
    expect(headers["content-security-policy"]).toMatch(/^default-src 'none'; script-src 'self';/);
    expect(headers["content-length"]).toBe(String(body?.length));
    expect(headers.connection).toBe("close");
  });

  it.each([
    ["HPE_HEADER_OVERFLOW", 431],
    ["ERR_HTTP_REQUEST_TIMEOUT", 408],
    ["HPE_INVALID_METHOD", 400],
    [undefined, 400],
  ])("%s → %i", (code, status) => {
    expect(clientErrorStatus({ code })).toBe(status);
  });

  it("answers 414 to a request target over the limit, with the headers of every answer", async () => {
    const res = await app.request(`/?q=${"a".repeat(MAX_URL_LENGTH)}`);
    expect(res.status).toBe(414);
    expectSecurityHeaders(res);
    expect((await app.request(`/?q=${"a".repeat(MAX_URL_LENGTH - 10)}`)).status).toBe(200);
  });
});

describe("forms sent before the page's code runs (SECURITY.md T12)", () => {
  const FORM = "email=reader%40example.com&name=Reader";
  /** @param {string} address */
  const from = (address) => ({ incoming: { socket: { remoteAddress: address } } });
  /**
   * @param {ReturnType<typeof createApp>} target
   * @param {string} path
   * @param {string} [address]
   * @param {Record<string, string>} [headers]
   */
  const post = (target, path, address = "203.0.113.1", headers = {}) =>
    target.request(
      path,
      {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body: FORM,
      },
      from(address),
    );

  it.each([
    ["/", "/"],
    ["/process", "/process"],
    ["/process/", "/process/"],
    ["/fr/process?email=x%40y.z", "/fr/process"],
    ["/templates/modern-mining", "/templates/modern-mining"],
    ["/templates/unknown-slug", "/templates/unknown-slug"],
    ["/fr/templates/x", "/fr/templates/x"],
  ])("POST %s → 303 to %s, no query, no-store, the security headers", async (path, location) => {
    const res = await post(app, path);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(location);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expectSecurityHeaders(res);
    expect(await res.text()).toBe("");
  });

  it.each([
    "/api/translate",
    "/assets/app-abc123.js",
    "/favicon.svg",
    "/no-such-page",
    "/404",
    "/fr/404",
    "/templates/a/b",
    "//evil.example/",
    "/.env",
    "/%E0%A4%A",
  ])("POST %s (no page) → 405", async (path) => {
    const res = await post(app, path);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
    expectSecurityHeaders(res);
  });

  it("logs nothing of what was sent", async () => {
    const logged = ["log", "info", "warn", "error", "debug"].map((name) =>
      vi.spyOn(console, /** @type {"log"} */ (name)),
    );
    try {
      expect((await post(app, "/process")).status).toBe(303);
      for (const spy of logged) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of logged) spy.mockRestore();
    }
  });

  it("refuses a body over 64 KB, or of unknown length, with 413 and closes the connection", async () => {
    const big = await post(app, "/", undefined, { "Content-Length": String(64 * 1024 + 1) });
    expect(big.status).toBe(413);
    expect(big.headers.get("connection")).toBe("close");
    expectSecurityHeaders(big);
    const chunked = await post(app, "/", undefined, { "Transfer-Encoding": "chunked" });
    expect(chunked.status).toBe(413);
  });

  it("allows 30 posts a minute per address, then 429 with Retry-After and the headers", async () => {
    const limited = createApp({ root: join(dir, "client") });
    for (let i = 0; i < 30; i++) expect((await post(limited, "/process")).status).toBe(303);
    const refused = await post(limited, "/process");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expectSecurityHeaders(refused);
    // Another visitor is still sent back; reading the page is never limited.
    expect((await post(limited, "/process", "198.51.100.2")).status).toBe(303);
    expect((await limited.request("/process", {}, from("203.0.113.1"))).status).toBe(200);
  });

  it("counts a spoofed X-Forwarded-For from an untrusted peer as the peer", async () => {
    const limited = createApp({ root: join(dir, "client") });
    for (let i = 0; i < 30; i++) {
      const spoofed = { "X-Forwarded-For": `192.0.2.${i}` };
      expect((await post(limited, "/", "203.0.113.1", spoofed)).status).toBe(303);
    }
    expect(
      (await post(limited, "/", "203.0.113.1", { "X-Forwarded-For": "192.0.2.99" })).status,
    ).toBe(429);
  });

  it("behind a trusted proxy, counts each visitor the proxy names, an IPv6 /64 as one", async () => {
    const limited = createApp({ root: join(dir, "client"), trustProxy: parseTrustProxy("1") });
    /** @param {string} visitor */
    const via = (visitor) => post(limited, "/", "127.0.0.1", { "X-Forwarded-For": visitor });
    for (let i = 0; i < 30; i++) expect((await via(`2001:db8:1:2::${i + 1}`)).status).toBe(303);
    expect((await via("2001:db8:1:2:ffff::1")).status).toBe(429);
    expect((await via("2001:db8:1:3::1")).status).toBe(303);
    expect((await via("203.0.113.50")).status).toBe(303);
  });
});

describe("requests @hono/node-server cannot read (SECURITY.md T12)", () => {
  it("answers them 400 with the headers of every answer", async () => {
    const res = errorResponse(400);
    expect(res.status).toBe(400);
    expect(await res.text()).toBe("400 Bad Request");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("connection")).toBe("close");
    expectSecurityHeaders(res);
  });
});
