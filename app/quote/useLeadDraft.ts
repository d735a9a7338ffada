import { useCallback, useMemo, useState } from "react";
import { clearDraft, emptyDraft, loadDraft, saveDraft } from "../lib/lead/draft";
import type { LeadDraft } from "../lib/lead/lead-draft";
import { validateField, type LeadErrorKey } from "../lib/lead/validation";

export type DraftField =
  "projectType" | "businessName" | "industry" | "otherIndustry" | "email" | "phone";
type Validated = "businessName" | "industry" | "email" | "phone";
const VALIDATED: Validated[] = ["businessName", "industry", "email", "phone"];

/**
 * The quote form's answers. Every change is saved to this tab's session
 * storage at once, so a reload or a failed send loses nothing; each changed
 * field is validated on every change (SPEC §5).
 */
export function useLeadDraft() {
  const [draft, setDraft] = useState<LeadDraft>(() => loadDraft());
  const [touched, setTouched] = useState<Partial<Record<DraftField, true>>>(() => {
    const restored = loadDraft();
    return Object.fromEntries(
      VALIDATED.filter((field) => restored[field] !== "").map((field) => [field, true]),
    );
  });

  const update = useCallback(<K extends DraftField>(field: K, value: LeadDraft[K]) => {
    setDraft((current) => {
      const next = { ...current, [field]: value, savedAt: Date.now() };
      saveDraft(next);
      return next;
    });
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }));
  }, []);

  const setStep = useCallback((step: LeadDraft["step"]) => {
    setDraft((current) => {
      if (current.step === step) return current;
      const next = { ...current, step };
      saveDraft(next);
      return next;
    });
  }, []);

  const touch = useCallback((fields: DraftField[]) => {
    setTouched((current) => ({
      ...current,
      ...Object.fromEntries(fields.map((field) => [field, true])),
    }));
  }, []);

  const reset = useCallback(() => {
    clearDraft();
    setDraft(emptyDraft());
    setTouched({});
  }, []);

  const errors = useMemo(() => {
    const found: Partial<Record<Validated, LeadErrorKey>> = {};
    for (const field of VALIDATED) {
      const error = touched[field] ? validateField(field, draft[field]) : null;
      if (error) found[field] = error;
    }
    return found;
  }, [draft, touched]);

  return { draft, errors, update, setStep, touch, reset };
}
