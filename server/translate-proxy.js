// The translation proxy (SECURITY.md T7): `POST /api/translate` takes the translation
// helper's request, `{ q, target: "fr", format: "text" }` (app/translate/translate-request.ts),
// and forwards it to the service named by TRANSLATE_URL in the server's environment, with
// TRANSLATE_KEY, if set, added here as the `key` query parameter: the key never reaches a
// browser. Each address may make RATE_LIMIT.requests a minute; bodies are capped, the
// service gets UPSTREAM_TIMEOUT_MS, and its answer (status and JSON body) is passed back.
// The answers carry no headers of the site: server/app.js adds them.

import { createRateLimiter } from "./rate-limit.js";

/** Where the client's build points VITE_TRANSLATE_URL to use the proxy. */
export const TRANSLATE_PATH = "/api/translate";

/** The longest text the helper sends (SPEC §5: it skips longer ones). */
const MAX_TEXT_CHARS = 5000;
/** Room for MAX_TEXT_CHARS characters of three UTF-8 bytes each, and the JSON around them. */
export const MAX_BODY_BYTES = 16 * 1024;
/** The largest answer taken from the service (SECURITY.md T10). */
const MAX_ANSWER_BYTES = 256 * 1024;
/** Below the helper's own 6 s, so that it learns of a slow service from the 504. */
const UPSTREAM_TIMEOUT_MS = 5000;
/**
 * Per client address. SPEC §9's pace lets one French page send about 180 requests a minute,
 * one per English-only text; 60 covers a page with that many such texts in one view.
 */
const RATE_LIMIT = { requests: 60, windowMs: 60_000 };

const FIELDS = new Set(["q", "target", "format"]);

/**
 * @typedef {{ url: string, key?: string }} Upstream  the translation service and its key
 *
 * @typedef {object} ProxyOptions
 * @property {Upstream | null} upstream  null: the proxy is off and says so (503)
 * @property {typeof fetch} [fetch]
 * @property {number} [timeoutMs]
 * @property {import("./rate-limit.js").RateLimit} [limit]
 */

/**
 * The translation service named by the server's environment (TRANSLATE_URL, optional
 * TRANSLATE_KEY), or null when none is. The URL must be https (http only on loopback,
 * for a service on the same machine), since the key travels in it.
 * @param {Record<string, string | undefined>} env
 * @returns {Upstream | null}
 */
export function translateUpstream({ TRANSLATE_URL: url, TRANSLATE_KEY: key }) {
  if (!url) {
    if (key) throw new Error("TRANSLATE_KEY is set but TRANSLATE_URL is not.");
    return null;
  }
  /** @type {URL} */
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`TRANSLATE_URL is not a URL: ${url}`);
  }
  const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(parsed.hostname);
  if (parsed.protocol !== "https:" && !(parsed.protocol === "http:" && loopback)) {
    throw new Error(`TRANSLATE_URL must be an https URL: ${url}`);
  }
  return key ? { url, key } : { url };
}

/**
 * The address a request is counted under: the connection's peer, or, when the peer is a
 * proxy on this machine (loopback), the last address of X-Forwarded-For, which that proxy
 * appended (nginx: `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for`).
 * @param {Request} req
 * @param {string | undefined} peer
 */
export function clientAddress(req, peer) {
  const loopback = peer === "::1" || /^(::ffff:)?127\./.test(peer ?? "");
  if (loopback) {
    const forwarded = req.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return peer ?? "unknown";
}

/**
 * What is wrong with a request body, or null when it is the helper's request.
 * @param {unknown} body  the parsed JSON
 * @returns {string | null}
 */
export function requestBodyError(body) {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return "The body must be a JSON object.";
  }
  const extra = Object.keys(body).find((name) => !FIELDS.has(name));
  if (extra !== undefined) return `Unexpected field: ${extra}.`;
  const { q, target, format } = /** @type {Record<string, unknown>} */ (body);
  if (typeof q !== "string" || q.length === 0 || q.length > MAX_TEXT_CHARS) {
    return `q must be a text of 1 to ${MAX_TEXT_CHARS} characters.`;
  }
  if (target !== "fr") return 'target must be "fr".';
  if (format !== "text") return 'format must be "text".';
  return null;
}

/**
 * A stream's bytes, or null as soon as there are more than `max`.
 * @param {ReadableStream<Uint8Array> | null} stream
 * @param {number} max
 */
async function readAtMost(stream, max) {
  if (!stream) return Buffer.alloc(0);
  const reader = stream.getReader();
  /** @type {Uint8Array[]} */
  const chunks = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
}

/**
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
const json = (status, body, headers = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { ...headers, "Content-Type": "application/json; charset=utf-8" },
  });

/** @param {number} status @param {string} message @param {Record<string, string>} [headers] */
const failure = (status, message, headers) => json(status, { error: message }, headers);

/** @param {unknown} error */
const isTimeout = (error) => error instanceof Error && error.name === "TimeoutError";

/**
 * The proxy's handler for requests to TRANSLATE_PATH.
 * @param {ProxyOptions} options
 * @returns {(req: Request, address: string) => Promise<Response>}
 */
export function createTranslateProxy({
  upstream,
  fetch: send = globalThis.fetch,
  timeoutMs = UPSTREAM_TIMEOUT_MS,
  limit = RATE_LIMIT,
}) {
  const take = createRateLimiter(limit);

  /** @param {Upstream} service @param {string} body */
  async function forward(service, body) {
    const target = new URL(service.url);
    if (service.key) target.searchParams.set("key", service.key);
    try {
      const answer = await send(target, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body,
        redirect: "error",
        signal: AbortSignal.timeout(timeoutMs),
      });
      const bytes = await readAtMost(answer.body, MAX_ANSWER_BYTES);
      if (!bytes) return failure(502, "The translation service's answer is too large.");
      const text = bytes.toString("utf8");
      try {
        JSON.parse(text);
      } catch {
        return failure(502, "The translation service's answer is not JSON.");
      }
      return new Response(text, {
        status: answer.status,
        headers: { "Content-Type": "application/json; charset=utf-8" },
      });
    } catch (error) {
      if (isTimeout(error)) return failure(504, "The translation service did not answer in time.");
      // The service's URL without the key, which must never reach a log either.
      console.error(`Translation proxy: ${service.url} failed:`, error);
      return failure(502, "The translation service could not be reached.");
    }
  }

  return async (req, address) => {
    if (!upstream) {
      return failure(
        503,
        "The translation proxy is off: set TRANSLATE_URL (and TRANSLATE_KEY) in the server's environment.",
      );
    }
    if (req.method !== "POST") {
      return failure(405, "Only POST is allowed.", { Allow: "POST" });
    }
    const verdict = take(address);
    if (!verdict.ok) {
      return failure(429, "Too many translation requests; try again later.", {
        "Retry-After": String(verdict.retryAfterSeconds),
      });
    }
    const type = req.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (type !== "application/json") return failure(415, "The body must be application/json.");
    const declared = Number(req.headers.get("content-length") ?? 0);
    if (declared > MAX_BODY_BYTES) return failure(413, "The body is too large.");
    const bytes = await readAtMost(req.body, MAX_BODY_BYTES);
    if (!bytes) return failure(413, "The body is too large.");

    /** @type {unknown} */
    let body;
    try {
      body = JSON.parse(bytes.toString("utf8"));
    } catch {
      return failure(400, "The body is not JSON.");
    }
    const error = requestBodyError(body);
    if (error) return failure(400, error);
    const { q, target, format } = /** @type {{ q: string, target: string, format: string }} */ (
      body
    );
    return forward(upstream, JSON.stringify({ q, target, format }));
  };
}
