// Static server for the prerendered build (SECURITY.md §2 T12, §3).
//
// Every file under `root` is read into memory at startup, together with its
// brotli/gzip variants and, for HTML, a Content-Security-Policy that allows
// exactly the page's own inline scripts by SHA-256 hash. A request can only
// ever be answered with one of those in-memory files, so nothing outside the
// build (or any dotfile inside it) is reachable whatever the path says.
// The same header set goes to static hosts in the build's `_headers` file,
// written from this module's functions (server/headers-file.js).

import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { Hono } from "hono";
import { addressKey, clientAddress, TRUST_NONE } from "./client-address.js";
import { compressNow, readPrecompressed } from "./compressed-variants.js";
import { NOT_FOUND_COPIES } from "./not-found-pages.js";
import { createLeadsApi } from "./api/leads-api.js";
import { createOwnerApi } from "./api/owner-api.js";
import { createPublishApi } from "./api/publish-api.js";
import { createRateLimiter } from "./rate-limit.js";

/**
 * @typedef {object} Variant
 * @property {Uint8Array<ArrayBuffer>} body
 * @property {string} etag
 *
 * @typedef {{ "Content-Security-Policy": string, "Cache-Control": string }} FileHeaders
 *   The headers of a file that depend on the file alone (fileHeaders()).
 *
 * @typedef {object} StaticFile
 * @property {string} key        Path relative to root, with "/" separators.
 * @property {string} type       Content-Type header value.
 * @property {FileHeaders} headers
 * @property {Variant} identity
 * @property {Variant | undefined} br
 * @property {Variant | undefined} gzip
 * @property {boolean} compressible
 *
 * @typedef {object} AppOptions
 * @property {string} root  Directory holding the client build (e.g. build/client).
 * @property {import("./client-address.js").TrustProxy} [trustProxy]
 *   The proxies whose X-Forwarded-For names the visitor (TRUST_PROXY); none by default.
 * @property {import("./rate-limit.js").RateLimit} [formPostLimit]
 *   Form posts a visitor may make (FORM_POST_LIMIT by default).
 * @property {Omit<import("./api/leads-api.js").LeadsApiOptions, "headers" | "isOwner">} [leads]
 *   The back office's lead store (server/main.js opens it): without it and `owner`, a static
 *   site's server, /api answers 404.
 * @property {Omit<import("./api/owner-api.js").OwnerApiOptions, "headers">} [owner]
 *   The owner's sign-in.
 * @property {Omit<import("./api/publish-api.js").PublishApiOptions, "headers" | "isOwner">} [publish]
 *   The owner's Publish and the published versions (with `owner`).
 *
 * @typedef {{ Bindings: { incoming?: { socket?: { remoteAddress?: string } } } }} AppEnv
 *   What @hono/node-server hands the app: the connection, for the visitor's address.
 */

/** @type {Record<string, string>} */
const TYPES = {
  html: "text/html; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  mjs: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  svg: "image/svg+xml; charset=utf-8",
  json: "application/json; charset=utf-8",
  map: "application/json; charset=utf-8",
  txt: "text/plain; charset=utf-8",
  xml: "application/xml; charset=utf-8",
  webmanifest: "application/manifest+json; charset=utf-8",
  woff2: "font/woff2",
  woff: "font/woff",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  ico: "image/x-icon",
};

const COMPRESSIBLE = new Set([
  "html",
  "js",
  "mjs",
  "css",
  "svg",
  "json",
  "map",
  "txt",
  "xml",
  "webmanifest",
]);

const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
const CACHE_HTML = "no-cache";
const CACHE_OTHER = "public, max-age=3600";

/** @param {string} scriptSrc */
const cspWith = (scriptSrc) =>
  [
    "default-src 'none'",
    `script-src ${scriptSrc}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self' https://api.emailjs.com",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "manifest-src 'self'",
  ].join("; ");

/** The Content-Security-Policy of an answer that is no page: no inline script at all. */
const DEFAULT_CSP = cspWith("'self'");

/** Headers sent on every response (SECURITY.md §3), except CSP and HSTS. */
const SECURITY_HEADERS = Object.freeze({
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "SAMEORIGIN",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Origin-Agent-Cluster": "?1",
  "X-Permitted-Cross-Domain-Policies": "none",
  "X-XSS-Protection": "0",
});

const HSTS = "max-age=31536000; includeSubDomains";

/**
 * The headers every answer carries, whatever its path or status (SECURITY.md §3), except
 * the Content-Security-Policy: the security headers, and HSTS when the request came over
 * https (directly or through a proxy's X-Forwarded-Proto).
 * @param {boolean} https
 * @returns {Record<string, string>}
 */
export const commonHeaders = (https) =>
  https ? { ...SECURITY_HEADERS, "Strict-Transport-Security": HSTS } : { ...SECURITY_HEADERS };

/**
 * The static hosts' headers file that the build writes into the client build
 * (server/headers-file.js). The server does not serve it: like Netlify and Cloudflare
 * Pages, it answers `/_headers` as an unknown path.
 */
export const HEADERS_FILE = "_headers";

/** Longest request target the server answers (T12); a longer one gets 414. */
export const MAX_URL_LENGTH = 2048;

/**
 * Form posts a visitor's address may make: a form sent before the page's code runs is
 * posted to its own page, which sends the visitor back to it (303).
 */
const FORM_POST_LIMIT = Object.freeze({ requests: 30, windowMs: 60_000 });

/** Largest form body the server accepts to send back (it never reads it); more gets 413. */
const MAX_FORM_BODY = 64 * 1024;

const REASONS = /** @type {Record<number, string>} */ ({
  400: "Bad Request",
  408: "Request Timeout",
  413: "Content Too Large",
  414: "URI Too Long",
  431: "Request Header Fields Too Large",
  500: "Internal Server Error",
});

/**
 * The status line's reason, body and headers of a refusal made outside the app.
 * @param {number} status
 */
function refusal(status) {
  const reason = REASONS[status] ?? "Bad Request";
  const body = `${status} ${reason}`;
  const headers = {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    "Content-Security-Policy": DEFAULT_CSP,
    ...SECURITY_HEADERS,
    "Cache-Control": "no-store",
    Connection: "close",
  };
  return { reason, body, headers };
}

/**
 * A whole HTTP/1.1 answer, for the refusals the Node layer makes before the
 * app sees a request (a malformed request, headers too large, a timeout),
 * with the same security headers as every other answer; the connection closes.
 * @param {number} status
 */
export function rawErrorResponse(status) {
  const { reason, body, headers } = refusal(status);
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${reason}\r\n${lines.join("\r\n")}\r\n\r\n${body}`;
}

/**
 * The answer to a request that @hono/node-server cannot make into a fetch Request (an invalid
 * Host header, `OPTIONS *`, an absolute target with another scheme), as rawErrorResponse()
 * writes it: the security headers, no-store, and the connection closes.
 * @param {number} status
 */
export function errorResponse(status) {
  const { body, headers } = refusal(status);
  return new Response(body, { status, headers });
}

/**
 * The status the Node layer's refusal of a request answers with.
 * @param {{ code?: string }} error
 */
export const clientErrorStatus = ({ code }) =>
  code === "HPE_HEADER_OVERFLOW" ? 431 : code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;

/**
 * Contents of the inline (no `src`) `<script>` elements of an HTML document,
 * exactly as written between the tags. Script elements are raw-text elements,
 * so no entity decoding applies and these are the strings browsers hash.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScripts(html) {
  // Drop comments first so a commented-out <script> is not counted.
  const text = html.replace(/<!--[\s\S]*?-->/g, "");
  /** @type {string[]} */
  const scripts = [];
  const open = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
  /** @type {RegExpExecArray | null} */
  let m;
  while ((m = open.exec(text))) {
    const start = m.index + m[0].length;
    const end = text.toLowerCase().indexOf("</script", start);
    if (end === -1) break;
    const attrs = m[1] ?? "";
    // A data block (a published version's texts) runs nothing: the policy need not allow it.
    const data = /(?:^|\s)type\s*=\s*["']?application\/json/i.test(attrs);
    if (!data && !/(?:^|\s)src\s*=/i.test(attrs)) scripts.push(text.slice(start, end));
    open.lastIndex = end;
  }
  return scripts;
}

/** @param {string} source */
const sha256Source = (source) =>
  `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;

/**
 * The page CSP that allows the inline scripts of every one of `htmls` by hash (`script-src
 * 'self'` plus one hash per distinct script): for one page, that page's own CSP; for every
 * page of a build, the CSP a static host sends where it has no rule of its own for the path
 * (server/headers-file.js).
 * @param {readonly string[]} htmls
 */
export function cspForPages(htmls) {
  const hashes = [...new Set(htmls.flatMap(inlineScripts).map(sha256Source))];
  return cspWith(["'self'", ...hashes].join(" "));
}

/** @param {string} name */
const extensionOf = (name) => {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
};

/**
 * The headers of one file of the build that depend on the file alone, not on the request:
 * its Content-Security-Policy (for a page, `script-src` allows its own inline scripts by
 * hash) and its Cache-Control (a year for the hashed `assets/`, revalidation for pages).
 * With commonHeaders(), they are the whole header set of the file's answers; the static
 * hosts' headers file is written from these two functions (server/headers-file.js).
 * @param {string} key  path relative to the client build, "/"-separated
 * @param {Uint8Array} body
 * @returns {FileHeaders}
 */
export function fileHeaders(key, body) {
  const isHtml = extensionOf(key) === "html";
  return {
    "Content-Security-Policy": isHtml
      ? cspForPages([Buffer.from(body).toString("utf8")])
      : DEFAULT_CSP,
    "Cache-Control": key.startsWith("assets/")
      ? CACHE_IMMUTABLE
      : isHtml
        ? CACHE_HTML
        : CACHE_OTHER,
  };
}

/** @param {Uint8Array} body */
const etagOf = (body) => createHash("sha1").update(body).digest("base64url").slice(0, 22);

/**
 * Regular files under `dir`, relative, "/"-separated. Dotfiles and dot
 * directories are never loaded; symlinks are not followed.
 * @param {string} dir
 * @param {string} [prefix]
 * @returns {string[]}
 */
function walk(dir, prefix = "") {
  /** @type {string[]} */
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...walk(join(dir, entry.name), rel));
    else if (entry.isFile()) out.push(rel);
  }
  return out;
}

/**
 * The files of a client build that the server answers with, as paths relative to it,
 * "/"-separated: every regular file but dotfiles and the static hosts' headers file.
 * @param {string} root
 * @returns {string[]}
 */
export const servedFiles = (root) => walk(root).filter((key) => key !== HEADERS_FILE);

/**
 * @param {string} root
 * @param {string} key
 * @param {(tag: string) => import("./compressed-variants.js").Variants | null} precompressed
 * @returns {StaticFile}
 */
function loadFile(root, key, precompressed) {
  const raw = readFileSync(join(root, ...key.split("/")));
  const body = new Uint8Array(raw); // a copy with its own ArrayBuffer
  const ext = extensionOf(key);
  const tag = etagOf(body);
  const compressible = COMPRESSIBLE.has(ext);
  const variants = compressible ? (precompressed(tag) ?? compressNow(body)) : {};

  return {
    key,
    type: TYPES[ext] ?? "application/octet-stream",
    headers: fileHeaders(key, body),
    identity: { body, etag: `"${tag}"` },
    br: variants.br && { body: variants.br, etag: `"${tag}-br"` },
    gzip: variants.gzip && { body: variants.gzip, etag: `"${tag}-gz"` },
    compressible,
  };
}

/**
 * Every file the server answers with from a client build, by key.
 * @param {string} root
 * @returns {Map<string, StaticFile>}
 */
function loadFiles(root) {
  const precompressed = readPrecompressed(root);
  return new Map(servedFiles(root).map((key) => [key, loadFile(root, key, precompressed)]));
}

/**
 * The files, with the pages the server answers with where no file matches.
 * @param {Map<string, StaticFile>} files
 */
function siteOf(files) {
  const notFoundEn = files.get("404/index.html");
  return {
    files,
    notFoundEn,
    notFoundFr: files.get("fr/404/index.html") ?? notFoundEn,
    spaFallback: files.get("__spa-fallback.html"),
  };
}

/**
 * The content hash and bytes of every compressible file of a client build, for
 * `writePrecompressed` (the build's step).
 * @param {string} root
 */
export function* compressibleFiles(root) {
  for (const key of servedFiles(root)) {
    if (!COMPRESSIBLE.has(extensionOf(key))) continue;
    const body = new Uint8Array(readFileSync(join(root, ...key.split("/"))));
    yield { tag: etagOf(body), body };
  }
}

/**
 * Which encoding to send for an Accept-Encoding header: br first, then gzip,
 * honouring `q=0` and `*`.
 * @param {string | null | undefined} header
 * @returns {"br" | "gzip" | "identity"}
 */
export function pickEncoding(header) {
  if (!header) return "identity";
  /** @type {Map<string, number>} */
  const q = new Map();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const [k, v] = param.trim().split("=");
      if (k === "q" && v !== undefined) {
        const n = Number(v);
        weight = Number.isFinite(n) ? n : 0;
      }
    }
    q.set(name.trim(), weight);
  }
  const weightOf = (/** @type {string} */ name) => q.get(name) ?? q.get("*") ?? 0;
  if (weightOf("br") > 0) return "br";
  if (weightOf("gzip") > 0 || (q.get("x-gzip") ?? 0) > 0) return "gzip";
  return "identity";
}

/**
 * Split a URL path into decoded segments.
 * @param {string} pathname  Raw (still percent-encoded) path, starting with "/".
 * @returns {{ segments: string[], trailingSlash: boolean, safe: boolean } | null}
 *   null when the path cannot be decoded (malformed percent-encoding);
 *   `safe: false` for traversal, dotfiles, encoded separators, NUL or empty segments.
 */
export function parsePath(pathname) {
  if (!pathname.startsWith("/")) return { segments: [], trailingSlash: false, safe: false };
  const parts = pathname.slice(1).split("/");
  let trailingSlash = false;
  if (parts.length > 1 && parts[parts.length - 1] === "") {
    parts.pop();
    trailingSlash = true;
  }
  if (parts.length === 1 && parts[0] === "")
    return { segments: [], trailingSlash: true, safe: true };

  /** @type {string[]} */
  const segments = [];
  let safe = true;
  for (const part of parts) {
    let decoded;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return null;
    }
    if (
      decoded === "" ||
      decoded.startsWith(".") ||
      decoded.includes("/") ||
      decoded.includes("\\") ||
      // eslint-disable-next-line no-control-regex
      /[\u0000-\u001f\u007f]/.test(decoded)
    ) {
      safe = false;
    }
    segments.push(decoded);
  }
  return { segments, trailingSlash, safe };
}

/**
 * Raw path of a request URL without normalising or decoding it further.
 * @param {string} url
 */
function rawPathOf(url) {
  const afterScheme = url.indexOf("://");
  const pathStart = afterScheme === -1 ? 0 : url.indexOf("/", afterScheme + 3);
  if (pathStart === -1) return "/";
  const rest = url.slice(pathStart);
  const end = rest.search(/[?#]/);
  return end === -1 ? rest : rest.slice(0, end);
}

/**
 * @param {Request} req
 */
function isHttps(req) {
  const forwarded = req.headers.get("x-forwarded-proto");
  if (forwarded) return forwarded.split(",")[0]?.trim().toLowerCase() === "https";
  return req.url.startsWith("https:");
}

/**
 * Length of the request target (path and query) as the client sent it.
 * @param {string} url
 */
const rawTargetLength = (url) =>
  url.length - (/^[a-z][a-z\d+.-]*:\/\/[^/]*/i.exec(url)?.[0].length ?? 0);

/**
 * @param {AppOptions} options
 */
export function createApp({
  root,
  trustProxy = TRUST_NONE,
  formPostLimit = FORM_POST_LIMIT,
  leads,
  owner,
  publish,
}) {
  if (!statSync(root, { throwIfNoEntry: false })?.isDirectory()) {
    throw new Error(`Build directory not found: ${root} (run the build first)`);
  }

  const buildFiles = loadFiles(root);
  let site = siteOf(buildFiles);

  /**
   * Serves the pages a publish rendered (server/publish/render-site.js) over the build's own
   * files, or, with null, the build's alone: one assignment, so a request sees one or the other.
   * @param {string | null} pagesRoot
   */
  function showPages(pagesRoot) {
    site = siteOf(pagesRoot ? new Map([...buildFiles, ...loadFiles(pagesRoot)]) : buildFiles);
  }
  // The not-found pages, also at the names static hosts look for (NOT_FOUND_COPIES).
  const NOT_FOUND_KEYS = new Set([
    "404/index.html",
    "fr/404/index.html",
    ...Object.keys(NOT_FOUND_COPIES),
  ]);

  /**
   * @param {Request} req
   * @param {number} status
   * @param {Record<string, string>} extra  the answer's own headers, with its CSP
   */
  function baseHeaders(req, status, extra) {
    const headers = new Headers(extra);
    for (const [name, value] of Object.entries(commonHeaders(isHttps(req)))) {
      headers.set(name, value);
    }
    if (status >= 400 && !headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
    return headers;
  }

  /**
   * @param {Request} req
   * @param {number} status
   * @param {string} text
   * @param {Record<string, string>} [extra]
   */
  function textResponse(req, status, text, extra = {}) {
    const body = new TextEncoder().encode(text);
    const headers = baseHeaders(req, status, {
      ...extra,
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": String(body.byteLength),
      "Content-Security-Policy": DEFAULT_CSP,
    });
    return new Response(body, { status, headers });
  }

  /**
   * @param {Request} req
   * @param {StaticFile} file
   * @param {number} status
   */
  function fileResponse(req, file, status) {
    const encoding = file.compressible
      ? pickEncoding(req.headers.get("accept-encoding"))
      : "identity";
    const variant =
      (encoding === "br" && file.br) || (encoding === "gzip" && file.gzip) || file.identity;
    const headers = baseHeaders(req, status, {
      "Content-Type": file.type,
      ...file.headers,
      ETag: variant.etag,
    });
    if (file.compressible) headers.set("Vary", "Accept-Encoding");
    if (variant === file.br) headers.set("Content-Encoding", "br");
    else if (variant === file.gzip) headers.set("Content-Encoding", "gzip");

    if (status === 200) {
      const inm = req.headers.get("if-none-match");
      if (inm && inm.split(",").some((t) => t.trim().replace(/^W\//, "") === variant.etag)) {
        headers.delete("Content-Encoding");
        return new Response(null, { status: 304, headers });
      }
    }
    headers.set("Content-Length", String(variant.body.byteLength));
    return new Response(variant.body, { status, headers });
  }

  /**
   * @param {Request} req
   * @param {boolean} french
   */
  function notFound(req, french) {
    const page = french ? site.notFoundFr : site.notFoundEn;
    if (page) return fileResponse(req, page, 404);
    return textResponse(req, 404, "404 Not Found");
  }

  /**
   * The page a path is answered with: a prerendered page (or other file), or the app for a
   * /templates/:slug the build did not prerender; undefined for the 404 page.
   * @param {string[]} segments
   * @param {boolean} trailingSlash
   */
  function fileAt(segments, trailingSlash) {
    const rel = segments.join("/");
    const file =
      (!trailingSlash && rel ? site.files.get(rel) : undefined) ??
      site.files.get(rel ? `${rel}/index.html` : "index.html");
    if (file) return file;
    // /templates/:slug and /fr/templates/:slug that were not prerendered:
    // the client app decides what to show ("Template not found", redirect, ...).
    const slugRoute =
      (segments.length === 2 && segments[0] === "templates") ||
      (segments.length === 3 && segments[0] === "fr" && segments[1] === "templates");
    return slugRoute ? site.spaFallback : undefined;
  }

  const formPosts = createRateLimiter(formPostLimit);
  /** @type {import("./api/json-api.js").SiteHeaders} */
  const apiHeaders = (req, status, extra) =>
    baseHeaders(req, status, { "Content-Security-Policy": DEFAULT_CSP, ...extra });
  const ownerApi = owner && createOwnerApi({ ...owner, headers: apiHeaders });
  const leadsApi =
    leads && createLeadsApi({ ...leads, headers: apiHeaders, isOwner: ownerApi?.isOwner });
  const publishApi =
    publish &&
    ownerApi &&
    createPublishApi({ ...publish, headers: apiHeaders, isOwner: ownerApi.isOwner });

  /**
   * A form sent before the page's code ran (or without JavaScript) is posted to its own page:
   * the visitor is sent back to it, the address free of what they typed. The body is never
   * read, nor logged; the connection closes after a body over MAX_FORM_BODY or of unknown
   * length, and each address may post FORM_POST_LIMIT times a minute.
   * @param {Request} req
   * @param {string} rawPath  a safe path (parsePath) of a page
   * @param {string} address  the visitor's (clientAddress)
   */
  function formPost(req, rawPath, address) {
    const length = req.headers.get("content-length");
    const chunked = req.headers.has("transfer-encoding");
    if (chunked || (length !== null && !(Number(length) <= MAX_FORM_BODY))) {
      return textResponse(req, 413, "413 Content Too Large", { Connection: "close" });
    }
    const verdict = formPosts(addressKey(address));
    if (!verdict.ok) {
      return textResponse(req, 429, "429 Too Many Requests", {
        "Retry-After": String(verdict.retryAfterSeconds),
      });
    }
    const headers = baseHeaders(req, 303, {
      Location: rawPath,
      "Content-Security-Policy": DEFAULT_CSP,
      "Cache-Control": "no-store",
    });
    return new Response(null, { status: 303, headers });
  }

  /**
   * @param {Request} req
   * @param {() => string} address  the visitor's address, when a limit needs it
   */
  function handle(req, address) {
    const read = req.method === "GET" || req.method === "HEAD";
    if (!read && rawTargetLength(req.url) > MAX_URL_LENGTH) return methodNotAllowed(req, false);
    if (rawTargetLength(req.url) > MAX_URL_LENGTH)
      return textResponse(req, 414, "414 URI Too Long");

    const rawPath = rawPathOf(req.url);
    if (rawPath === "/api/owner" || rawPath.startsWith("/api/owner/")) {
      if (ownerApi) return ownerApi.route(req, rawPath, address, isHttps(req));
    } else if (rawPath === "/api/publish" || rawPath.startsWith("/api/publish/")) {
      if (publishApi) return publishApi(req, rawPath, isHttps(req));
    } else if (leadsApi && (rawPath === "/api" || rawPath.startsWith("/api/"))) {
      return leadsApi(req, rawPath, address, isHttps(req));
    }
    const parsed = parsePath(rawPath);
    if (!parsed)
      return read ? textResponse(req, 400, "400 Bad Request") : methodNotAllowed(req, false);

    const { segments, trailingSlash, safe } = parsed;
    const file = safe ? fileAt(segments, trailingSlash) : undefined;
    if (!read) {
      const page = file !== undefined && file.type === TYPES.html && !NOT_FOUND_KEYS.has(file.key);
      if (req.method === "POST" && page) return formPost(req, rawPath, address());
      return methodNotAllowed(req, page);
    }
    if (file) return fileResponse(req, file, NOT_FOUND_KEYS.has(file.key) ? 404 : 200);
    return notFound(req, rawPath === "/fr" || rawPath.startsWith("/fr/"));
  }

  /**
   * @param {Request} req
   * @param {boolean} page  whether the path is a page, which also takes a form's POST
   */
  const methodNotAllowed = (req, page) =>
    textResponse(req, 405, "405 Method Not Allowed", {
      Allow: page ? "GET, HEAD, POST" : "GET, HEAD",
    });

  /** @type {Hono<AppEnv>} */
  const app = new Hono();
  app.all("*", (c) =>
    handle(c.req.raw, () =>
      clientAddress(
        c.env?.incoming?.socket?.remoteAddress,
        c.req.raw.headers.get("x-forwarded-for"),
        trustProxy,
      ),
    ),
  );
  app.notFound((c) => handle(c.req.raw, () => ""));
  app.onError((err, c) => {
    console.error(err);
    return textResponse(c.req.raw, 500, "500 Internal Server Error");
  });
  return Object.assign(app, { showPages });
}
