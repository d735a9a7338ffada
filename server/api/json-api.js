// What every /api call shares: JSON answers that are never cached, and the checks a
// state-changing call passes before anything is read (POST, the site's own Origin, JSON, size).

/**
 * @typedef {(req: Request, status: number, extra: Record<string, string>) => Headers} SiteHeaders
 *   the site's headers for an answer (server/app.js)
 */

/**
 * The request's own origin, as a browser names it in `Origin`.
 * @param {Request} req
 * @param {boolean} https
 */
export function ownOrigin(req, https) {
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
 * @param {SiteHeaders} headers
 */
export function jsonApi(headers) {
  /**
   * A JSON answer (or an empty one), `Cache-Control: no-store`.
   * @param {Request} req
   * @param {number} status
   * @param {unknown} [body]
   * @param {Record<string, string> | Headers} [extra]
   */
  function json(req, status, body, extra = {}) {
    const text = body === undefined ? null : JSON.stringify(body);
    const answer = headers(req, status, {
      "Cache-Control": "no-store",
      ...(text === null ? {} : { "Content-Type": "application/json; charset=utf-8" }),
    });
    for (const [name, value] of extra instanceof Headers ? extra : Object.entries(extra)) {
      answer.append(name, value);
    }
    return new Response(text, { status, headers: answer });
  }

  /**
   * The checks every state-changing call passes first, then its body, parsed.
   * @param {Request} req
   * @param {boolean} https
   * @param {number} max  the largest body read
   * @returns {Promise<{ body: unknown } | { refused: Response }>}
   */
  async function readPost(req, https, max) {
    if (req.method !== "POST") {
      return { refused: json(req, 405, { error: "method" }, { Allow: "POST" }) };
    }
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

  return { json, readPost };
}
