import type { Step } from "../lib/quote-flow";
import { StepBusiness } from "./StepBusiness";
import { StepContact } from "./StepContact";
import { StepProjectType } from "./StepProjectType";
import type { useLeadDraft } from "./useLeadDraft";

/** The fields of one step. */
export function QuoteStep({
  step,
  lead,
  legendId,
}: {
  step: Step;
  lead: ReturnType<typeof useLeadDraft>;
  legendId: string;
}) {
  const { draft, errors, update } = lead;
  if (step === 1) {
    return (
      <StepProjectType
        value={draft.projectType}
        onChange={(value) => update("projectType", value)}
        legendId={legendId}
      />
    );
  }
  if (step === 2) return <StepBusiness draft={draft} errors={errors} onChange={update} />;
  return <StepContact draft={draft} errors={errors} onChange={update} />;
}
