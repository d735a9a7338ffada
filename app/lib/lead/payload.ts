/**
 * Builds the EmailJS `template_params` of a lead (SPEC §7). Every value is
 * plain text, cleaned and capped; only `message` contains line breaks. The
 * choices (project type, industry) are sent as their fixed English labels,
 * never as the value the form held.
 */
import type { Locale } from "../storage-keys";
import type { LeadDraft } from "./lead-draft";
import { PROJECT_TYPE_LABELS, industryLabel, isIndustryId, isProjectType } from "./options";
import { LIMITS, cleanMultiline, cleanSingleLine } from "./sanitize";
import { normalizePhone } from "./validation";

/**
 * The variables the EmailJS template receives. There is no recipient: the
 * studio's address is fixed in the template's settings, so a script cannot
 * turn the form into a relay to any inbox.
 */
export type TemplateParams = {
  from_name: string;
  from_email: string;
  project_type: string;
  business_name: string;
  industry: string;
  phone: string;
  message: string;
  reply_to: string;
};

/** Context of a submission that is not part of the draft. */
export interface PayloadOptions {
  submittedAt: Date;
  /** Language the visitor used the form in. */
  locale: Locale;
  /** Set when the form was opened from a template page. */
  template?: { slug: string; title: string };
}

/** Value of `phone` when the visitor gave none. */
export const NOT_PROVIDED = "Not provided";

/** Our own cap on the serialised params (EmailJS accepts up to 50 KB). */
export const MAX_PAYLOAD_BYTES = 20 * 1024;

/**
 * How the submission time is written, in the time zone of the browser or the server: made on
 * first use and kept, as the server writes every lead with it too (a formatter per call cost
 * it a third of a millisecond per lead).
 */
let submittedFormat: Intl.DateTimeFormat | undefined;

/** Cap for template titles and slugs, which come from our registry. */
const TEMPLATE_TEXT_MAX = 120;

/** Size in bytes of the params as sent (UTF-8 JSON). */
export function payloadBytes(params: TemplateParams): number {
  return new TextEncoder().encode(JSON.stringify(params)).length;
}

/**
 * "Technology", "Other", or "Other: <what the visitor typed>"; "" for no
 * industry or for a value that is not one of the list's ids (a tampered select).
 */
function industryText(draft: LeadDraft): string {
  if (!isIndustryId(draft.industry)) return "";
  const other = cleanSingleLine(draft.otherIndustry, LIMITS.otherIndustry);
  return draft.industry === "other" && other ? `Other: ${other}` : industryLabel(draft.industry);
}

/**
 * The `template_params` for a validated draft. Labels are English whatever
 * the UI language; `phone` is normalised ("+17055550142") or "Not provided".
 *
 * @throws Error if the JSON would reach {@link MAX_PAYLOAD_BYTES} (cannot
 *   happen with the `LIMITS` caps; a guard against future fields).
 */
export function buildTemplateParams(draft: LeadDraft, options: PayloadOptions): TemplateParams {
  const business = cleanSingleLine(draft.businessName, LIMITS.businessName);
  const email = cleanSingleLine(draft.email, LIMITS.email);
  const phone = normalizePhone(cleanSingleLine(draft.phone, LIMITS.phone));
  // Choices travel as their English labels; anything but one of their ids (a tampered radio) as "".
  const projectType = isProjectType(draft.projectType)
    ? PROJECT_TYPE_LABELS[draft.projectType]
    : "";
  const industry = industryText(draft);
  const title = cleanSingleLine(options.template?.title ?? "", TEMPLATE_TEXT_MAX);
  const slug = cleanSingleLine(options.template?.slug ?? "", TEMPLATE_TEXT_MAX);
  submittedFormat ??= new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeStyle: "short" });
  const submitted = submittedFormat.format(options.submittedAt);

  const lines = [
    `Business: ${business}`,
    `Industry: ${industry}`,
    `Email: ${email}`,
    ...(phone ? [`Phone: ${phone}`] : []),
    `Project type: ${projectType}`,
    ...(title || slug ? [`Template: ${title || slug}${title && slug ? ` (${slug})` : ""}`] : []),
    `Language: ${options.locale === "fr" ? "French" : "English"}`,
    `Submitted: ${cleanSingleLine(submitted, 100)}`,
  ];

  const params: TemplateParams = {
    from_name: business,
    from_email: email,
    project_type: projectType,
    business_name: business,
    industry,
    phone: phone || NOT_PROVIDED,
    message: cleanMultiline(lines.join("\n"), LIMITS.message),
    reply_to: email,
  };
  if (payloadBytes(params) >= MAX_PAYLOAD_BYTES) throw new Error("Lead payload too large");
  return params;
}
