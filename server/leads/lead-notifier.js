// Sends the server's e-mail about each queued lead (server/leads/smtp-config.js), one at a
// time, and retries one that fails with a growing wait: 1, 2, 4 … minutes, at most an hour,
// 8 attempts in all (about 2 hours), then marks it failed. The queue is the leads table
// itself, so a restart (or a kill) loses nothing: what was due is sent after it. A lead the
// visitor's EmailJS send delivered is skipped, not sent twice.
import nodemailer from "nodemailer";

export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;
const DETAIL_MAX = 300;

/** The wait before attempt `attempts + 1`, after `attempts` failures. @param {number} attempts */
export const retryDelayMs = (attempts) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);

/**
 * @typedef {{ subject: string, text: string, replyTo: string }} LeadMail
 * @typedef {(mail: LeadMail) => Promise<unknown>} SendMail
 * @typedef {{ id: number, businessName: string, email: string, message: string,
 *   emailjsState: string, attempts: number }} DueLead
 */

/**
 * The e-mail about one lead: the quote form's own text, replying to the visitor.
 * @param {DueLead} lead
 * @returns {LeadMail}
 */
const leadMail = (lead) => ({
  subject: `Quote request: ${lead.businessName}`,
  text: `${lead.message}\n\nKept in the site's inbox (/admin/leads) too.\n`,
  replyTo: lead.email,
});

/**
 * A sender through the SMTP server of `url`; short timeouts, so one stuck server delays the
 * queue by seconds, not minutes.
 * @param {Pick<import("./smtp-config.js").SmtpConfig, "url" | "to" | "from">} config
 * @returns {SendMail}
 */
export function smtpSender({ url, to, from }) {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return (mail) => transport.sendMail({ from, to, ...mail });
}

/** What went wrong, in a line the inbox can show. @param {unknown} error */
const describe = (error) =>
  (error instanceof Error ? error.message : String(error))
    .replace(/\s+/g, " ")
    .slice(0, DETAIL_MAX);

/**
 * @param {{ db: import("better-sqlite3").Database, send: SendMail, now?: () => number,
 *   log?: (line: string) => void }} options
 */
export function createLeadNotifier({ db, send, now = Date.now, log = console.warn }) {
  const due = db.prepare(`
    SELECT id, business_name AS businessName, email, message, emailjs_state AS emailjsState,
      smtp_attempts AS attempts
    FROM leads WHERE smtp_state = 'queued' AND smtp_next_at <= ?
    ORDER BY smtp_next_at, id LIMIT 20`);
  const skipped = db.prepare(
    "UPDATE leads SET smtp_state = 'skipped', smtp_next_at = NULL WHERE id = ? AND smtp_state = 'queued'",
  );
  const sent = db.prepare(`
    UPDATE leads SET smtp_state = 'sent', smtp_next_at = NULL, smtp_attempts = ?, smtp_detail = ''
    WHERE id = ?`);
  const retry = db.prepare(
    "UPDATE leads SET smtp_attempts = ?, smtp_next_at = ?, smtp_detail = ? WHERE id = ?",
  );
  const gaveUp = db.prepare(`
    UPDATE leads SET smtp_state = 'failed', smtp_next_at = NULL, smtp_attempts = ?,
      smtp_detail = ? WHERE id = ?`);

  /** @param {DueLead} lead */
  async function deliver(lead) {
    if (lead.emailjsState === "sent") {
      skipped.run(lead.id);
      return;
    }
    const attempts = lead.attempts + 1;
    try {
      await send(leadMail(lead));
      sent.run(attempts, lead.id);
    } catch (error) {
      const detail = describe(error);
      if (attempts >= MAX_ATTEMPTS) {
        gaveUp.run(attempts, detail, lead.id);
        log(`Lead e-mail given up after ${attempts} attempts: ${detail}`);
      } else {
        retry.run(attempts, now() + retryDelayMs(attempts), detail, lead.id);
      }
    }
  }

  /** @type {Promise<void> | null} */
  let running = null;
  async function runDue() {
    for (;;) {
      const batch = /** @type {DueLead[]} */ (due.all(now()));
      if (batch.length === 0) return;
      for (const lead of batch) await deliver(lead);
    }
  }

  /** @type {ReturnType<typeof setInterval> | undefined} */
  let timer;
  return {
    /** Sends what is due now; resolves when done (a call while one runs joins it). */
    tick() {
      running ??= runDue()
        .catch((error) => log(`Lead e-mails paused until the next look: ${describe(error)}`))
        .finally(() => {
          running = null;
        });
      return running;
    },
    /** Looks for due leads every `everyMs`, and now. */
    start(everyMs = 5_000) {
      timer = setInterval(() => void this.tick(), everyMs);
      timer.unref();
      void this.tick();
    },
    /** Stops looking; resolves once a send under way has finished. */
    stop() {
      clearInterval(timer);
      return running ?? Promise.resolve();
    },
  };
}
