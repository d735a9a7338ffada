// The server's own e-mail about each lead (issue 35): optional, on when SMTP_URL is set.
//   SMTP_URL           smtp://user:pass@host:587 (STARTTLS when the server offers it) or smtps://…:465
//   SMTP_TO            who gets it (the studio's inbox); required with SMTP_URL
//   SMTP_FROM          its sender (default: SMTP_TO)
//   SMTP_WAIT_SECONDS  how long it waits for the visitor's EmailJS send to report (default 120):
//                      a lead EmailJS delivered is not sent twice; one it did not, or whose
//                      tab closed first, is.

const ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;
const DEFAULT_WAIT_SECONDS = 120;

/**
 * @typedef {{ url: string, to: string, from: string, waitMs: number }} SmtpConfig
 */

/**
 * Reads the settings; null when SMTP_URL is unset. Throws, with what to fix, on a setting
 * that is wrong (the server then does not start: a lead must not wait on a mail that
 * cannot go).
 * @param {Record<string, string | undefined>} env
 * @returns {SmtpConfig | null}
 */
export function parseSmtpConfig(env) {
  const url = env.SMTP_URL?.trim();
  if (!url) return null;
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error("SMTP_URL is not a URL: use smtp://user:password@host:587 or smtps://…:465.");
  }
  if (parsed.protocol !== "smtp:" && parsed.protocol !== "smtps:")
    throw new Error("SMTP_URL must start with smtp:// or smtps://.");
  const to = env.SMTP_TO?.trim() ?? "";
  if (!ADDRESS.test(to))
    throw new Error("SMTP_TO must be the e-mail address that gets each lead (SMTP_URL is set).");
  const from = env.SMTP_FROM?.trim() || to;
  if (!ADDRESS.test(from)) throw new Error("SMTP_FROM must be an e-mail address.");
  const wait = env.SMTP_WAIT_SECONDS?.trim() || String(DEFAULT_WAIT_SECONDS);
  if (!/^\d{1,5}$/.test(wait))
    throw new Error("SMTP_WAIT_SECONDS must be a whole number of seconds (0 to 99999).");
  return { url, to, from, waitMs: Number(wait) * 1000 };
}
