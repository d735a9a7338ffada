import { useText } from "../content/useText";
import type { LeadDraft } from "../lib/lead/lead-draft";
import { LIMITS } from "../lib/lead/sanitize";
import type { LeadErrorKey } from "../lib/lead/validation";
import { ErrorText } from "./ErrorText";
import { inputClass, QuoteField } from "./QuoteField";

/** Step 3: how to reach the visitor. */
export function StepContact({
  draft,
  errors,
  onChange,
}: {
  draft: LeadDraft;
  errors: { email?: LeadErrorKey; phone?: LeadErrorKey };
  onChange: <K extends "email" | "phone">(field: K, value: LeadDraft[K]) => void;
}) {
  const t = useText();
  return (
    <div className="grid gap-4">
      <QuoteField
        label="quote.fields.email"
        required
        error={errors.email && <ErrorText error={errors.email} max={LIMITS.email} />}
      >
        <input
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          maxLength={LIMITS.email}
          value={draft.email}
          placeholder={t("quote.fields.emailPlaceholder")}
          onChange={(event) => onChange("email", event.target.value)}
          className={inputClass}
        />
      </QuoteField>
      <QuoteField
        label="quote.fields.phone"
        required
        error={errors.phone && <ErrorText error={errors.phone} max={LIMITS.phone} />}
      >
        <input
          type="tel"
          name="phone"
          autoComplete="tel"
          inputMode="tel"
          maxLength={LIMITS.phone}
          value={draft.phone}
          placeholder={t("quote.fields.phonePlaceholder")}
          onChange={(event) => onChange("phone", event.target.value)}
          className={inputClass}
        />
      </QuoteField>
    </div>
  );
}
