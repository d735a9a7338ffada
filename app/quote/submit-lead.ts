import { buildTemplateParams } from "../lib/lead/payload";
import type { LeadDraft } from "../lib/lead/draft";
import { sendLead, type SendResult } from "../lib/lead/send";
import type { Locale } from "../lib/storage-keys";
import { emailJs, site } from "../site.config";

/** Humans take longer than this between opening the form and sending it (SECURITY.md T8). */
export const MIN_FILL_MS = 3000;

/**
 * Sends one lead. A filled honeypot gets a quiet fake success and no request;
 * a submission faster than a person could type waits out the remainder first.
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
  if (honeypot.trim() !== "") return { ok: true };
  const wait = MIN_FILL_MS - (Date.now() - openedAt);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const params = buildTemplateParams(draft, {
    toEmail: site.email,
    submittedAt: new Date(),
    locale,
    template,
  });
  return sendLead(params, emailJs);
}
