// /api/leads: the quote form's lead, committed to the database before the answer, and the
// browser's report of its EmailJS send (issue 35). Every answer is JSON and `no-store`;
// a POST from another site's page (its Origin) is refused before anything is read.
import { LEAD_STATUSES } from "../leads/lead-store.js";
import { leadsCsv } from "../leads/leads-csv.js";
import { createRateLimiter } from "../rate-limit.js";
import { jsonApi, ownOrigin } from "./json-api.js";

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
 * @property {import("./json-api.js").SiteHeaders} headers
 * @property {(req: Request, https: boolean) => boolean} [isOwner]
 *   whether the request carries the owner's session (server/api/owner-api.js)
 * @property {import("../rate-limit.js").RateLimit} [limit]
 * @property {() => Date} [now]
 * @property {number} [retentionMonths]  how long leads are kept, told to the inbox
 */

/**
 * @param {LeadsApiOptions} options
 * @returns {(req: Request, path: string, address: () => string, https: boolean) => Promise<Response>}
 */
export function createLeadsApi({
  store,
  readLeadPost,
  headers,
  isOwner = () => false,
  limit = LEAD_POST_LIMIT,
  now = () => new Date(),
  retentionMonths = 24,
}) {
  const leadPosts = createRateLimiter(limit);

  const { json, readPost } = jsonApi(headers);

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
    return json(req, 201, await store.add(result.lead, receivedAt));
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

  /**
   * The owner marks a lead (new, contacted, won, lost) or deletes it.
   * @param {Request} req
   * @param {string} id
   * @param {string} action  "status" or "delete"
   * @param {boolean} https
   */
  async function ownerChange(req, id, action, https) {
    const read = await readPost(req, https, MAX_REPORT_BODY);
    if ("refused" in read) return read.refused;
    if (!isOwner(req, https)) return json(req, 401, { error: "sign-in" });
    if (action === "delete") {
      return store.remove(id) ? json(req, 204) : json(req, 404, { error: "unknown" });
    }
    const value = /** @type {{ status?: unknown } | null} */ (read.body)?.status;
    const status = LEAD_STATUSES.find((known) => known === value);
    if (!status) return json(req, 422, { error: "invalid" });
    return store.setStatus(id, status) ? json(req, 204) : json(req, 404, { error: "unknown" });
  }

  return async (req, path, address, https) => {
    if (path === "/api/leads") {
      if (req.method === "GET" || req.method === "HEAD") {
        // The inbox: the owner's alone.
        if (!isOwner(req, https)) return json(req, 401, { error: "sign-in" });
        return json(req, 200, { leads: store.list(), retentionMonths });
      }
      return postLead(req, address, https);
    }
    if (path === "/api/leads.csv") {
      if (!isOwner(req, https)) return json(req, 401, { error: "sign-in" });
      const day = now().toISOString().slice(0, 10);
      const answer = json(req, 200);
      answer.headers.set("Content-Type", "text/csv; charset=utf-8");
      answer.headers.set("Content-Disposition", `attachment; filename="leads-${day}.csv"`);
      return new Response(leadsCsv(store.list()), { status: 200, headers: answer.headers });
    }
    const call = /^\/api\/leads\/([A-Za-z0-9_-]{1,64})\/(delivery|status|delete)$/.exec(path);
    const [, id, action] = call ?? [];
    if (id && action === "delivery") return postDelivery(req, id, https);
    if (id && action) return ownerChange(req, id, action, https);
    return json(req, 404, { error: "not-found" });
  };
}
