import { Text } from "../../../content/Text";
import { FROM_PRICE_PLANS } from "./sections";

/** A plan's price as written in the current language ("$1,200", "1 200 $"), with its period. */
export function PlanPrice({ index }: { index: number }) {
  return (
    <p className="mt-6">
      {FROM_PRICE_PLANS.includes(index) && (
        <span className="mr-1.5 text-sm font-semibold text-fg-muted">
          <Text id="snowSquatch.pricing.from" />
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
