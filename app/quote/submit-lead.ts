import { buildTemplateParams } from "../lib/lead/payload";
import type { LeadDraft } from "../lib/lead/lead-draft";
import { sendLead, type SendResult } from "../lib/lead/send";
import type { Locale } from "../lib/storage-keys";
import { emailJs } from "../site.config";

/** Humans take longer than this between opening the form and sending it (SECURITY.md T8). */
const MIN_FILL_MS = 3000;

/**
 * Sends one lead. A filled honeypot, or a submission faster than a person
 * could fill the form, is dropped (SECURITY.md T8): the visitor sees the
 * normal thank-you, nothing is sent, and a warning is logged.
 */
export async function submitLead({
  draft,
  locale,
  template,
  openedAt,
  honeypot,
}: {
  draft: LeadDraft;
  locale: Locale;
  template?: { slug: string; title: string };
  openedAt: number;
  honeypot: string;
}): Promise<SendResult> {
  const elapsed = Date.now() - openedAt;
  if (honeypot.trim() !== "" || elapsed < MIN_FILL_MS) {
    console.warn("Lead dropped as automated", {
      honeypot: honeypot.trim() !== "",
      elapsedMs: elapsed,
    });
    return { ok: true };
  }
  const params = buildTemplateParams(draft, {
    submittedAt: new Date(),
    locale,
    template,
  });
  return sendLead(params, emailJs);
}
