import { buildTemplateParams } from "../lib/lead/payload";
import type { LeadDraft } from "../lib/lead/lead-draft";
import { sendLead, type SendResult } from "../lib/lead/send";
import { dropReason, dropWarning } from "../lib/lead/spam-guard";
import type { Locale } from "../lib/storage-keys";
import { emailJs } from "../site.config";

/**
 * Sends one lead. A filled honeypot, or a submission faster than a person
 * could fill the form, is dropped (lib/lead/spam-guard): the visitor sees the
 * normal thank-you, nothing is sent, and a warning without personal data is logged.
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
  const now = Date.now();
  const reason = dropReason({ honeypot, openedAt, now });
  if (reason) {
    console.warn(...dropWarning(reason, openedAt, now));
    return { ok: true };
  }
  const params = buildTemplateParams(draft, { submittedAt: new Date(now), locale, template });
  return sendLead(params, emailJs);
}
