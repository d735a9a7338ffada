/**
 * Quote-form validation (SPEC §5). One zod/mini schema per field, assembled
 * into {@link leadSchema}; the issue messages are {@link LeadErrorKey}s, which
 * the UI maps to EN/FR copy, interpolating `{max}` from `LIMITS`.
 */
import * as z from "zod/mini";
import type { LeadDraft } from "./lead-draft";
import { INDUSTRY_IDS, PROJECT_TYPES, isProjectType } from "./options";
import { LIMITS, cleanSingleLine } from "./sanitize";

/** What can be wrong with a field; the quote form's copy has a message for each (`errors`). */
export type LeadErrorKey =
  | "businessNameRequired"
  | "industryRequired"
  | "emailRequired"
  | "emailInvalid"
  | "phoneRequired"
  | "phoneInvalid"
  | "tooLong";

/** Fields that can carry a message. `otherIndustry` can only be `tooLong`. */
export type LeadField = "businessName" | "industry" | "otherIndustry" | "email" | "phone";

/** The first error of each invalid field. */
export type LeadErrors = Partial<Record<LeadField, LeadErrorKey>>;

/**
 * A standard address: a dot-atom local part (≤ 64, no leading, trailing or
 * double dots, no quotes, commas, spaces or angle brackets), one `@`, one or
 * more domain labels (letters, digits, inner hyphens; Unicode letters allowed)
 * and a top-level domain of at least two letters (or an `xn--` IDN label).
 */
export const EMAIL_PATTERN =
  /^(?=[^@]{1,64}@)[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/iu;

/** SPEC §5: optional +, a first digit 1-9, then up to 15 further digits. Test it on {@link normalizePhone}. */
export const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;

/** Removes the spaces, dots, hyphens and parentheses people type in phone numbers. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s.()-]/g, "");
}

/**
 * Cleans like the payload will, but looks at the first `8 × max` code units
 * only, so a 1 MB paste is judged in microseconds (it is tooLong either way).
 */
const clean = (max: number) =>
  z.overwrite((value: string) => cleanSingleLine(value.slice(0, max * 8), Infinity));

function requiredText(required: LeadErrorKey, max: number) {
  return z
    .string({ error: required })
    .check(
      clean(max),
      z.minLength(1, { error: required, abort: true }),
      z.maxLength(max, { error: "tooLong", abort: true }),
    );
}

/** One schema per field; whitespace-only and invisible-only values count as empty. */
const fieldSchemas = {
  businessName: requiredText("businessNameRequired", LIMITS.businessName),
  industry: z.enum(INDUSTRY_IDS, { error: "industryRequired" }),
  otherIndustry: z
    .string({ error: "tooLong" })
    .check(clean(LIMITS.otherIndustry), z.maxLength(LIMITS.otherIndustry, { error: "tooLong" })),
  email: requiredText("emailRequired", LIMITS.email).check(
    z.regex(EMAIL_PATTERN, { error: "emailInvalid" }),
  ),
  phone: requiredText("phoneRequired", LIMITS.phone).check(
    z.refine((value: string) => PHONE_PATTERN.test(normalizePhone(value)), {
      error: "phoneInvalid",
    }),
  ),
};

/** A complete, valid lead. Parsing returns the cleaned single-line values. */
export const leadSchema = z.object({
  projectType: z.enum(PROJECT_TYPES),
  ...fieldSchemas,
  otherIndustry: z.optional(fieldSchemas.otherIndustry),
});

const FIELDS = Object.keys(fieldSchemas) as LeadField[];

/** Every message is set above to a {@link LeadErrorKey}, so the cast is safe. */
const toKey = (message: string | undefined) => (message ?? "tooLong") as LeadErrorKey;

/** The first error of one field, or null when it is valid. */
export function validateField(field: LeadField, value: string): LeadErrorKey | null {
  const result = fieldSchemas[field].safeParse(value);
  return result.success ? null : toKey(result.error.issues[0]?.message);
}

/** Every field's first error, validated with {@link leadSchema} (project type has no message). */
export function validateDraft(draft: LeadDraft): LeadErrors {
  const errors: LeadErrors = {};
  const result = leadSchema.safeParse(draft);
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path[0] as LeadField;
    if (FIELDS.includes(field)) errors[field] ??= toKey(issue.message);
  }
  return errors;
}

/**
 * Whether Next is enabled: step 1 needs a project type; step 2 needs a valid
 * business name and industry (the optional "Please specify..." box only
 * blocks when too long). Step 3 has Send instead of Next.
 */
export function canGoNext(step: LeadDraft["step"], draft: LeadDraft): boolean {
  if (step === 1) return isProjectType(draft.projectType);
  if (step === 2) {
    return (["businessName", "industry", "otherIndustry"] as const).every(
      (field) => validateField(field, draft[field]) === null,
    );
  }
  return false;
}

/**
 * Whether Send is enabled (SPEC §5): email and phone are non-empty and valid,
 * no submission is running, and (a guard for restored or tampered drafts)
 * steps 1 and 2 are complete.
 */
export function canSubmit(draft: LeadDraft, submitting: boolean): boolean {
  return (
    !submitting &&
    validateField("email", draft.email) === null &&
    validateField("phone", draft.phone) === null &&
    canGoNext(1, draft) &&
    canGoNext(2, draft)
  );
}
