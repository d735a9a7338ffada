/**
 * The quote form's draft, kept in sessionStorage (key `quoteDraft`) through
 * `app/lib/storage.ts` so a reload or a failed send never loses it
 * (SECURITY.md T9, §4). It is personal data: tab-scoped, 24 h TTL, cleared
 * after a successful send.
 */
import * as z from "zod/mini";
import { read, remove, write } from "../storage";
import type { LeadDraft } from "./lead-draft";
import { INDUSTRY_IDS, PROJECT_TYPES } from "./options";
import { LIMITS, truncate } from "./sanitize";
import { canGoNext } from "./validation";

/** A stored draft older than this is discarded. */
export const DRAFT_TTL_MS = 24 * 60 * 60 * 1000;

/** A draft saved this far "in the future" (clock change, tampering) is discarded. */
const MAX_CLOCK_SKEW_MS = 60 * 1000;

const capped = (max: number) => z.string().check(z.overwrite((value) => truncate(value, max)));

/** Strict shape of the stored JSON: unknown keys are dropped, strings capped. */
const storedDraft = z.object({
  step: z.literal([1, 2, 3]),
  projectType: z.union([z.enum(PROJECT_TYPES), z.literal("")]),
  businessName: capped(LIMITS.businessName),
  industry: z.union([z.enum(INDUSTRY_IDS), z.literal("")]),
  otherIndustry: capped(LIMITS.otherIndustry),
  email: capped(LIMITS.email),
  phone: capped(LIMITS.phone),
  savedAt: z.number(),
});

/** A blank draft on step 1. */
export function emptyDraft(): LeadDraft {
  return {
    step: 1,
    projectType: "",
    businessName: "",
    industry: "",
    otherIndustry: "",
    email: "",
    phone: "",
    savedAt: 0,
  };
}

/** The stored step, lowered to the furthest step the answers allow. */
function reachableStep(draft: LeadDraft): LeadDraft["step"] {
  if (draft.step >= 2 && !canGoNext(1, draft)) return 1;
  if (draft.step === 3 && !canGoNext(2, draft)) return 2;
  return draft.step;
}

/**
 * Reads the stored draft. Anything missing, malformed, of the wrong type,
 * older than {@link DRAFT_TTL_MS} or dated in the future yields
 * {@link emptyDraft} (and a bad or stale entry is removed). Never throws.
 */
export function loadDraft(now: number = Date.now()): LeadDraft {
  const raw = read("quoteDraft");
  if (raw === null) return emptyDraft();
  const parsed = storedDraft.safeParse(raw);
  const age = parsed.success ? now - parsed.data.savedAt : NaN;
  if (!parsed.success || !(age <= DRAFT_TTL_MS && age >= -MAX_CLOCK_SKEW_MS)) {
    clearDraft();
    return emptyDraft();
  }
  return { ...parsed.data, step: reachableStep(parsed.data) };
}

/**
 * Stores the draft with `savedAt = now`, strings capped by `LIMITS` (so a
 * 1 MB paste cannot fill the quota). Returns false when it could only be kept
 * in memory for this page view (blocked or full storage). Never throws.
 */
export function saveDraft(draft: LeadDraft, now: number = Date.now()): boolean {
  const stored: LeadDraft = {
    step: draft.step,
    projectType: draft.projectType,
    businessName: truncate(draft.businessName, LIMITS.businessName),
    industry: draft.industry,
    otherIndustry: truncate(draft.otherIndustry, LIMITS.otherIndustry),
    email: truncate(draft.email, LIMITS.email),
    phone: truncate(draft.phone, LIMITS.phone),
    savedAt: now,
  };
  return write("quoteDraft", stored);
}

/** Forgets the draft (call after a successful send). */
export function clearDraft(): void {
  remove("quoteDraft");
}
