// The leads table: a lead is committed before the visitor's browser hears it arrived.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * @typedef {import("../../app/lib/lead/lead-post").LeadRecord} LeadRecord
 *
 * @typedef {object} StoredLead
 * @property {string} id
 * @property {string} receivedAt  ISO 8601
 * @property {"en" | "fr"} locale
 * @property {string} projectType
 * @property {string} businessName
 * @property {string} industry
 * @property {string} email
 * @property {string} phone
 * @property {string} templateSlug
 * @property {string} templateTitle
 * @property {string} message
 * @property {"new" | "contacted" | "won" | "lost"} status
 * @property {"pending" | "sent" | "failed"} emailjsState
 * @property {string} emailjsDetail
 * @property {"off" | "queued" | "sent" | "failed" | "skipped"} smtpState
 * @property {number} smtpAttempts
 * @property {string} smtpDetail
 */

/** A random id or token, URL-safe. */
const token = (bytes = 18) => randomBytes(bytes).toString("base64url");
const sha256 = (/** @type {string} */ text) => createHash("sha256").update(text).digest("hex");

/** The states the owner marks a lead with. */
export const LEAD_STATUSES = /** @type {const} */ (["new", "contacted", "won", "lost"]);

/** How long a delivery report may say what happened to the EmailJS send. */
const DETAIL_MAX = 300;

/**
 * @param {import("better-sqlite3").Database} db
 * @param {{ notifyAfterMs?: number | null, now?: () => number }} [options]  with SMTP, how long
 *   the server's e-mail about a lead waits for the browser's EmailJS outcome (null: no server
 *   e-mail); the clock that a failed EmailJS outcome moves that e-mail to
 */
export function createLeadStore(db, { notifyAfterMs = null, now = Date.now } = {}) {
  const insert = db.prepare(`
    INSERT INTO leads (public_id, received_at, locale, project_type, business_name, industry,
      email, phone, template_slug, template_title, message, delivery_token_hash, smtp_state,
      smtp_next_at)
    VALUES (@publicId, @receivedAt, @locale, @projectType, @businessName, @industry,
      @email, @phone, @templateSlug, @templateTitle, @message, @tokenHash, @smtpState,
      @smtpNextAt)`);
  const tokenOf = db.prepare("SELECT delivery_token_hash AS hash FROM leads WHERE public_id = ?");
  // A failed EmailJS send moves the server's e-mail forward: it need not wait any longer.
  const delivered = db.prepare(`
    UPDATE leads SET emailjs_state = @state, emailjs_detail = @detail, delivery_token_hash = NULL,
      smtp_next_at = CASE WHEN @state = 'failed' AND smtp_state = 'queued' AND smtp_attempts = 0
        THEN min(smtp_next_at, @now) ELSE smtp_next_at END
    WHERE public_id = @id AND delivery_token_hash = @hash`);
  const all = db.prepare(`
    SELECT public_id AS id, received_at AS receivedAt, locale, project_type AS projectType,
      business_name AS businessName, industry, email, phone, template_slug AS templateSlug,
      template_title AS templateTitle, message, status, emailjs_state AS emailjsState,
      emailjs_detail AS emailjsDetail, smtp_state AS smtpState, smtp_attempts AS smtpAttempts,
      smtp_detail AS smtpDetail
    FROM leads ORDER BY received_at DESC, id DESC`);
  const count = db.prepare("SELECT count(*) AS n FROM leads");
  const status = db.prepare("UPDATE leads SET status = ? WHERE public_id = ?");
  const remove = db.prepare("DELETE FROM leads WHERE public_id = ?");
  const removeBefore = db.prepare("DELETE FROM leads WHERE received_at < ?");

  /**
   * @param {LeadRecord} lead
   * @param {Date} receivedAt
   */
  function insertLead(lead, receivedAt) {
    const publicId = token(12);
    const deliveryToken = token();
    const { params } = lead;
    insert.run({
      publicId,
      receivedAt: receivedAt.toISOString(),
      locale: lead.locale,
      projectType: params.project_type,
      businessName: params.business_name,
      industry: params.industry,
      email: params.from_email,
      phone: params.phone,
      templateSlug: lead.templateSlug,
      templateTitle: lead.templateTitle,
      message: params.message,
      tokenHash: sha256(deliveryToken),
      smtpState: notifyAfterMs === null ? "off" : "queued",
      smtpNextAt: notifyAfterMs === null ? null : receivedAt.getTime() + notifyAfterMs,
    });
    return { id: publicId, deliveryToken };
  }

  /**
   * @typedef {{ lead: LeadRecord, receivedAt: Date, resolve: (stored: { id: string, deliveryToken: string }) => void, reject: (error: unknown) => void }} PendingLead
   */
  /** @type {PendingLead[]} */
  let pending = [];
  // Each lead in its own savepoint: one that fails leaves the others of its commit stored.
  const insertOne = db.transaction(insertLead);
  const commit = db.transaction((/** @type {PendingLead[]} */ batch) =>
    batch.map(({ lead, receivedAt }) => {
      try {
        return { stored: insertOne(lead, receivedAt) };
      } catch (error) {
        return { error };
      }
    }),
  );
  function flush() {
    const batch = pending;
    pending = [];
    try {
      commit(batch).forEach((result, i) => {
        const item = /** @type {PendingLead} */ (batch[i]);
        if (result.stored) item.resolve(result.stored);
        else item.reject(result.error);
      });
    } catch (error) {
      for (const item of batch) item.reject(error);
    }
  }

  return {
    /**
     * Stores a lead; resolves with its id and the one-time token for its delivery report once
     * it is on disk. Leads that arrive together share one commit (one disk flush), so a burst
     * of them is written at the speed of the disk's flushes times the burst, not one by one.
     * @param {LeadRecord} lead
     * @param {Date} receivedAt
     * @returns {Promise<{ id: string, deliveryToken: string }>}
     */
    add(lead, receivedAt) {
      return new Promise((resolve, reject) => {
        pending.push({ lead, receivedAt, resolve, reject });
        if (pending.length === 1) setImmediate(flush);
      });
    },

    /**
     * Records what the browser's EmailJS send came to, once per lead, with its token.
     * @param {string} id
     * @param {string} deliveryToken
     * @param {{ state: "sent" | "failed", detail: string }} outcome
     * @returns {boolean}  false for an unknown lead, a wrong token or one already used
     */
    recordDelivery(id, deliveryToken, { state, detail }) {
      const row = /** @type {{ hash: string | null } | undefined} */ (tokenOf.get(id));
      if (!row?.hash) return false;
      const given = Buffer.from(sha256(deliveryToken), "hex");
      const stored = Buffer.from(row.hash, "hex");
      if (given.length !== stored.length || !timingSafeEqual(given, stored)) return false;
      const result = delivered.run({
        id,
        hash: row.hash,
        state,
        detail: detail.slice(0, DETAIL_MAX),
        now: now(),
      });
      return result.changes === 1;
    },

    /** Every lead, newest first. @returns {StoredLead[]} */
    list() {
      return /** @type {StoredLead[]} */ (all.all());
    },

    /**
     * @param {string} id
     * @param {StoredLead["status"]} value
     * @returns {boolean}  false for an unknown lead
     */
    setStatus(id, value) {
      return status.run(value, id).changes === 1;
    },

    /** @param {string} id @returns {boolean}  false for an unknown lead */
    remove(id) {
      return remove.run(id).changes === 1;
    },

    /**
     * Deletes the leads received before `cutoff` (the retention rule); returns how many.
     * @param {Date} cutoff
     */
    removeReceivedBefore(cutoff) {
      return removeBefore.run(cutoff.toISOString()).changes;
    },

    /** @returns {number} */
    count() {
      return /** @type {{ n: number }} */ (count.get()).n;
    },
  };
}

/** @typedef {ReturnType<typeof createLeadStore>} LeadStore */
