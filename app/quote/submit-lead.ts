import { leadPost } from "../lib/lead/lead-post";
import { buildTemplateParams } from "../lib/lead/payload";
import type { LeadDraft } from "../lib/lead/lead-draft";
import { sendLead, type SendResult } from "../lib/lead/send";
import { dropReason, dropWarning } from "../lib/lead/spam-guard";
import { reportDelivery, storeLead } from "../lib/lead/store-lead";
import type { Locale } from "../lib/storage-keys";
import { emailJs } from "../site.config";

/**
 * Sends one lead: to the studio's server, which keeps it (issue 35), and by e-mail through
 * EmailJS, side by side. Once the server has the lead, the visitor is thanked whatever the
 * e-mail came to (the server records that); with neither, the visitor is told and keeps the
 * draft. A filled honeypot, or a submission faster than a person could fill the form, is
 * dropped (lib/lead/spam-guard): the visitor sees the normal thank-you, nothing is sent, and a
 * warning without personal data is logged.
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
  const post = leadPost(draft, { locale, template, fillMs: now - openedAt }, honeypot);
  const [stored, sent] = await Promise.all([storeLead(post), sendLead(params, emailJs)]);
  if (!stored) return sent;
  reportDelivery(stored, sent);
  return { ok: true };
}
