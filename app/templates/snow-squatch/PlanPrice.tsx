import { Text } from "../../content/Text";
import { useCopy } from "../../content/useCopy";
import { snowSquatchCopy } from "./content/home";

/** A plan's price as written in the current language ("$1,200", "1 200 $"), with its period. */
export function PlanPrice({ index }: { index: number }) {
  const plan = useCopy(snowSquatchCopy).pricing.plans[index];
  return (
    <p className="mt-6">
      {plan?.pricePrefix && (
        <span className="mr-1.5 text-sm font-semibold text-fg-muted">
          <Text id={`snowSquatch.pricing.plans.${index}.pricePrefix`} />
        </span>
      )}
      <span
        data-testid="plan-price"
        className="font-display text-5xl font-extrabold tracking-tight"
      >
        <Text id={`snowSquatch.pricing.plans.${index}.price`} />
      </span>
      <span className="mt-1 block text-sm text-fg-muted">
        <Text id="snowSquatch.pricing.period" />
      </span>
    </p>
  );
}
