/**
 * The quote form's copy of each lead on the studio's own server (`POST /api/leads`, issue 35):
 * kept there whatever happens to the e-mail. On a static host, or with the server down, there
 * is no copy and the e-mail goes as before. The browser then tells the server what the e-mail
 * send came to, with the one-time token the server gave.
 */
import type { LeadPost } from "./lead-post";

const LEADS_ENDPOINT = "/api/leads";

/** The server answers once the lead is on disk; a server slower than this is taken as down. */
const STORE_TIMEOUT_MS = 10_000;

/** A lead the server has: its id, and the token for its one delivery report. */
export interface StoredLead {
  id: string;
  deliveryToken: string;
}

const isStoredLead = (value: unknown): value is StoredLead =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as StoredLead).id === "string" &&
  typeof (value as StoredLead).deliveryToken === "string";

/** Posts the lead; its id and token once the server has stored it, or null. Never rejects. */
export async function storeLead(
  post: LeadPost,
  { timeoutMs = STORE_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<StoredLead | null> {
  try {
    const response = await fetch(LEADS_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(post),
      credentials: "same-origin",
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body: unknown = response.status === 201 ? await response.json() : null;
    if (isStoredLead(body)) return body;
    console.warn("Lead not stored on the server", { status: response.status });
  } catch (error) {
    console.warn("Lead not stored on the server", { error: String(error) });
  }
  return null;
}

/** Tells the server what the e-mail send came to. Fire and forget; survives the tab closing. */
export function reportDelivery(
  lead: StoredLead,
  outcome: { ok: true } | { ok: false; reason: string; detail: string },
): void {
  const report = outcome.ok
    ? { token: lead.deliveryToken, state: "sent", detail: "" }
    : {
        token: lead.deliveryToken,
        state: "failed",
        detail: `${outcome.reason}: ${outcome.detail}`,
      };
  void fetch(`${LEADS_ENDPOINT}/${encodeURIComponent(lead.id)}/delivery`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(report),
    credentials: "same-origin",
    keepalive: true,
  }).catch(() => {
    // The lead is stored either way; only its e-mail state stays "pending".
  });
}
