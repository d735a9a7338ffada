/**
 * What the quote form posts to the studio's server (`POST /api/leads`) and how the server
 * reads it: the same zod schema as the form ({@link leadSchema}), the same cleaning as the
 * e-mail ({@link buildTemplateParams}), the same traps for scripts ({@link dropReason}).
 * The server runs this module as built JavaScript (`<build>/server/lead-post.js`,
 * scripts/server-modules.js), so the browser and the server judge a lead by one rule.
 */
import * as z from "zod/mini";
import type { Locale } from "../storage-keys";
import type { LeadDraft } from "./lead-draft";
import { buildTemplateParams, type TemplateParams } from "./payload";
import { cleanSingleLine } from "./sanitize";
import { dropReason, type DropReason } from "./spam-guard";
import { leadSchema } from "./validation";

/** The body of `POST /api/leads`. */
export interface LeadPost {
  draft: Omit<LeadDraft, "step" | "savedAt">;
  locale: Locale;
  template?: { slug: string; title: string };
  /** Milliseconds between opening the form and sending it, as the browser measured them. */
  fillMs: number;
  /** The honeypot field's value: "" from a person. */
  website: string;
}

/** A lead as the server stores it: the e-mail's cleaned values, and where it came from. */
export interface LeadRecord {
  params: TemplateParams;
  locale: Locale;
  templateSlug: string;
  templateTitle: string;
}

/** What a post is: a lead to store, a script's to drop quietly, or not a lead at all. */
export type LeadPostVerdict =
  | { kind: "lead"; lead: LeadRecord }
  | { kind: "dropped"; reason: DropReason }
  | { kind: "invalid"; fields: string[] };

/** The length a template's slug or title is kept at (as in the e-mail). */
const TEMPLATE_TEXT_MAX = 120;

/** A template's slug or title, from our registry (capped again when cleaned). */
const templateText = z.string().check(z.maxLength(200));

const postSchema = z.object({
  draft: z.unknown(),
  locale: z.enum(["en", "fr"]),
  template: z.optional(z.object({ slug: templateText, title: templateText })),
  fillMs: z.number().check(z.refine(Number.isFinite)),
  website: z.string().check(z.maxLength(500)),
});

/** The body the quote form sends. */
export function leadPost(
  draft: LeadDraft,
  options: { locale: Locale; template?: { slug: string; title: string }; fillMs: number },
  honeypot: string,
): LeadPost {
  const { projectType, businessName, industry, otherIndustry, email, phone } = draft;
  return {
    draft: { projectType, businessName, industry, otherIndustry, email, phone },
    locale: options.locale,
    ...(options.template ? { template: options.template } : {}),
    fillMs: options.fillMs,
    website: honeypot,
  };
}

/**
 * Reads a posted body (already parsed from JSON). `receivedAt` dates the lead. The fields
 * named by an invalid verdict are paths, never values.
 */
export function readLeadPost(body: unknown, receivedAt: Date): LeadPostVerdict {
  const post = postSchema.safeParse(body);
  if (!post.success) return { kind: "invalid", fields: issuePaths(post.error.issues) };
  const { draft, locale, template, fillMs, website } = post.data;
  const reason = dropReason({ honeypot: website, openedAt: 0, now: fillMs });
  if (reason) return { kind: "dropped", reason };
  const lead = leadSchema.safeParse(draft);
  if (!lead.success) {
    return { kind: "invalid", fields: issuePaths(lead.error.issues).map((p) => `draft.${p}`) };
  }
  const full: LeadDraft = {
    step: 3,
    savedAt: 0,
    otherIndustry: "",
    ...lead.data,
  };
  const params = buildTemplateParams(full, { submittedAt: receivedAt, locale, template });
  return {
    kind: "lead",
    lead: {
      params,
      locale,
      templateSlug: cleanSingleLine(template?.slug ?? "", TEMPLATE_TEXT_MAX),
      templateTitle: cleanSingleLine(template?.title ?? "", TEMPLATE_TEXT_MAX),
    },
  };
}

function issuePaths(issues: readonly { path: readonly PropertyKey[] }[]): string[] {
  return [...new Set(issues.map((issue) => issue.path.map(String).join(".") || "(body)"))];
}
