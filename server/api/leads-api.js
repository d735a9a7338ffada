// /api/leads: the quote form's lead, committed to the database before the answer, and the
// browser's report of its EmailJS send (issue 35). Every answer is JSON and `no-store`;
// a POST from another site's page (its Origin) is refused before anything is read.
import { createRateLimiter } from "../rate-limit.js";

/** Largest lead body read (the form's fields are capped far below); more gets 413. */
export const MAX_LEAD_BODY = 16 * 1024;
/** Largest delivery report read. */
const MAX_REPORT_BODY = 2 * 1024;
/** Leads one address may post per window, unless LEAD_POSTS_PER_10_MIN says otherwise. */
export const LEAD_POST_LIMIT = Object.freeze({ requests: 10, windowMs: 10 * 60_000 });

/**
 * @typedef {import("../../app/lib/lead/lead-post").LeadPostVerdict} LeadPostVerdict
 * @typedef {(body: unknown, receivedAt: Date) => LeadPostVerdict} ReadLeadPost
 *
 * @typedef {object} LeadsApiOptions
 * @property {import("../leads/lead-store.js").LeadStore} store
 * @property {ReadLeadPost} readLeadPost  the quote form's rule (app/lib/lead/lead-post.ts)
 * @property {(req: Request, status: number, extra: Record<string, string>) => Headers} headers
 *   the site's headers for an answer (server/app.js)
 * @property {import("../rate-limit.js").RateLimit} [limit]
 * @property {() => Date} [now]
 */

/** The request's own origin, as the browser names it in `Origin`. */
function ownOrigin(/** @type {Request} */ req, /** @type {boolean} */ https) {
  const host = req.headers.get("host");
  return host ? `${https ? "https" : "http"}://${host.toLowerCase()}` : null;
}

/**
 * Reads a body of at most `max` bytes, whatever Content-Length claims.
 * @param {Request} req
 * @param {number} max
 * @returns {Promise<string | null>}  null when it is longer
 */
async function readCapped(req, max) {
  if (!req.body) return "";
  const reader = req.body.getReader();
  /** @type {Uint8Array[]} */
  const chunks = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * @param {LeadsApiOptions} options
 * @returns {(req: Request, path: string, address: () => string, https: boolean) => Promise<Response>}
 */
export function createLeadsApi({
  store,
  readLeadPost,
  headers,
  limit = LEAD_POST_LIMIT,
  now = () => new Date(),
}) {
  const leadPosts = createRateLimiter(limit);

  /**
   * @param {Request} req
   * @param {number} status
   * @param {unknown} [body]
   * @param {Record<string, string>} [extra]
   */
  function json(req, status, body, extra = {}) {
    const text = body === undefined ? null : JSON.stringify(body);
    const answer = headers(req, status, {
      ...extra,
      "Cache-Control": "no-store",
      ...(text === null ? {} : { "Content-Type": "application/json; charset=utf-8" }),
    });
    return new Response(text, { status, headers: answer });
  }

  /**
   * The checks every state-changing call passes first: POST, same origin, JSON, size.
   * @param {Request} req
   * @param {boolean} https
   * @param {number} max
   * @returns {Promise<{ body: unknown } | { refused: Response }>}
   */
  async function readPost(req, https, max) {
    if (req.method !== "POST")
      return { refused: json(req, 405, { error: "method" }, { Allow: "POST" }) };
    const origin = req.headers.get("origin");
    if (!origin || origin !== ownOrigin(req, https)) {
      return { refused: json(req, 403, { error: "origin" }) };
    }
    const type = req.headers.get("content-type") ?? "";
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      return { refused: json(req, 415, { error: "content-type" }) };
    }
    const length = req.headers.get("content-length");
    if (length !== null && !(Number(length) <= max)) {
      return { refused: json(req, 413, { error: "too-large" }, { Connection: "close" }) };
    }
    const text = await readCapped(req, max);
    if (text === null) {
      return { refused: json(req, 413, { error: "too-large" }, { Connection: "close" }) };
    }
    try {
      return { body: JSON.parse(text) };
    } catch {
      return { refused: json(req, 400, { error: "json" }) };
    }
  }

  /** @type {(req: Request, address: () => string, https: boolean) => Promise<Response>} */
  async function postLead(req, address, https) {
    if (req.method === "POST" && req.headers.get("origin") === ownOrigin(req, https)) {
      const verdict = leadPosts(address());
      if (!verdict.ok) {
        return json(
          req,
          429,
          { error: "rate-limit" },
          {
            "Retry-After": String(verdict.retryAfterSeconds),
          },
        );
      }
    }
    const read = await readPost(req, https, MAX_LEAD_BODY);
    if ("refused" in read) return read.refused;
    const receivedAt = now();
    const result = readLeadPost(read.body, receivedAt);
    if (result.kind === "invalid")
      return json(req, 422, { error: "invalid", fields: result.fields });
    if (result.kind === "dropped") {
      // A script's lead: answered like a person's, stored nowhere.
      console.warn("Lead dropped as automated", { reason: result.reason });
      return json(req, 201, { id: "dropped", deliveryToken: "dropped" });
    }
    return json(req, 201, store.add(result.lead, receivedAt));
  }

  /** @type {(req: Request, id: string, https: boolean) => Promise<Response>} */
  async function postDelivery(req, id, https) {
    const read = await readPost(req, https, MAX_REPORT_BODY);
    if ("refused" in read) return read.refused;
    const report = /** @type {{ token?: unknown, state?: unknown, detail?: unknown }} */ (
      read.body ?? {}
    );
    const { token, state, detail = "" } = report;
    if (
      typeof token !== "string" ||
      (state !== "sent" && state !== "failed") ||
      typeof detail !== "string"
    ) {
      return json(req, 422, { error: "invalid" });
    }
    const recorded = store.recordDelivery(id, token, { state, detail });
    return recorded ? json(req, 204) : json(req, 404, { error: "unknown" });
  }

  return async (req, path, address, https) => {
    if (path === "/api/leads") {
      // The inbox's list needs the owner's session (the sign-in comes with it).
      if (req.method === "GET" || req.method === "HEAD")
        return json(req, 401, { error: "sign-in" });
      return postLead(req, address, https);
    }
    const delivery = /^\/api\/leads\/([A-Za-z0-9_-]{1,64})\/delivery$/.exec(path);
    if (delivery?.[1]) return postDelivery(req, delivery[1], https);
    return json(req, 404, { error: "not-found" });
  };
}
