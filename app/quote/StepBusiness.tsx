import { useText } from "../content/useText";
import { INDUSTRIES, type IndustryId } from "../lib/lead/options";
import { LIMITS } from "../lib/lead/sanitize";
import type { LeadDraft } from "../lib/lead/lead-draft";
import type { LeadErrorKey } from "../lib/lead/validation";
import { inputClass, QuoteField } from "./QuoteField";
import { ErrorText } from "./ErrorText";

/** Step 2: business name and industry; "Other" reveals a free-text box. */
export function StepBusiness({
  draft,
  errors,
  onChange,
}: {
  draft: LeadDraft;
  errors: { businessName?: LeadErrorKey; industry?: LeadErrorKey };
  onChange: <K extends "businessName" | "industry" | "otherIndustry">(
    field: K,
    value: LeadDraft[K],
  ) => void;
}) {
  const t = useText();
  return (
    <div className="grid gap-4">
      <QuoteField
        label="quote.fields.businessName"
        required
        error={
          errors.businessName && <ErrorText error={errors.businessName} max={LIMITS.businessName} />
        }
      >
        <input
          type="text"
          name="businessName"
          autoComplete="organization"
          maxLength={LIMITS.businessName}
          value={draft.businessName}
          placeholder={t("quote.fields.businessNamePlaceholder")}
          onChange={(event) => onChange("businessName", event.target.value)}
          className={inputClass}
        />
      </QuoteField>
      <QuoteField
        label="quote.fields.industry"
        required
        error={errors.industry && <ErrorText error={errors.industry} />}
      >
        <select
          name="industry"
          value={draft.industry}
          onChange={(event) => onChange("industry", event.target.value as IndustryId | "")}
          className={`${inputClass} select-chevron`}
        >
          <option value="">{t("quote.fields.industryPlaceholder")}</option>
          {INDUSTRIES.map(({ id }) => (
            <option key={id} value={id}>
              {t(`quote.industries.${id}`)}
            </option>
          ))}
        </select>
      </QuoteField>
      {draft.industry === "other" && (
        <QuoteField label="quote.fields.otherIndustry">
          <input
            type="text"
            name="otherIndustry"
            maxLength={LIMITS.otherIndustry}
            value={draft.otherIndustry}
            placeholder={t("quote.fields.otherIndustryPlaceholder")}
            onChange={(event) => onChange("otherIndustry", event.target.value)}
            className={inputClass}
          />
        </QuoteField>
      )}
    </div>
  );
}
