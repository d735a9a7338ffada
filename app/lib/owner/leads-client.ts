/**
 * The lead inbox's calls to the studio's server (`/api/leads`, issue 35), for the signed-in
 * owner. Every call resolves with what happened; none rejects.
 */

/** The states the owner marks a lead with (server/leads/lead-store.js). */
export const LEAD_STATUSES = ["new", "contacted", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** A quote request as the server keeps it. */
export interface InboxLead {
  id: string;
  receivedAt: string;
  locale: "en" | "fr";
  projectType: string;
  businessName: string;
  industry: string;
  email: string;
  phone: string;
  templateSlug: string;
  templateTitle: string;
  message: string;
  status: LeadStatus;
  emailjsState: "pending" | "sent" | "failed";
  emailjsDetail: string;
  /** The server's own e-mail about it (SMTP): "off" when the server sends none. */
  smtpState: "off" | "queued" | "sent" | "failed" | "skipped";
  smtpAttempts: number;
  smtpDetail: string;
}

export interface Inbox {
  leads: InboxLead[];
  /** Leads older than this many months are deleted, once a day. */
  retentionMonths: number;
}

/** Every lead as CSV, downloaded by the browser (the server names the file). */
export const LEADS_CSV_URL = "/api/leads.csv";

const TIMEOUT_MS = 15_000;

/** `signed-out` when the server no longer knows this browser's session. */
export type InboxResult =
  { kind: "ok"; inbox: Inbox } | { kind: "signed-out" } | { kind: "unreachable" };

export type ChangeResult = "done" | "signed-out" | "gone" | "unreachable";

const isInbox = (value: unknown): value is Inbox =>
  typeof value === "object" &&
  value !== null &&
  Array.isArray((value as Inbox).leads) &&
  typeof (value as Inbox).retentionMonths === "number";

export async function fetchInbox(): Promise<InboxResult> {
  try {
    const response = await fetch("/api/leads", {
      credentials: "same-origin",
      cache: "no-store",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status === 401) return { kind: "signed-out" };
    const body: unknown = response.ok ? await response.json() : null;
    if (isInbox(body)) return { kind: "ok", inbox: body };
  } catch {
    // Below.
  }
  return { kind: "unreachable" };
}

async function change(id: string, action: "status" | "delete", body: object) {
  try {
    const response = await fetch(`/api/leads/${encodeURIComponent(id)}/${action}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.ok) return "done";
    if (response.status === 401) return "signed-out";
    if (response.status === 404) return "gone";
  } catch {
    // Below.
  }
  return "unreachable";
}

/** Marks a lead new, contacted, won or lost. */
export const markLead = (id: string, status: LeadStatus): Promise<ChangeResult> =>
  change(id, "status", { status });

/** Deletes a lead for good. */
export const deleteLead = (id: string): Promise<ChangeResult> => change(id, "delete", {});
