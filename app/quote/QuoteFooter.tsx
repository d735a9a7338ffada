import { Text } from "../content/Text";
import { STEP_COUNT, type Step } from "../lib/quote-flow";
import { buttonClass } from "../ui/button-styles";
import { ICONS } from "../ui/icon-paths";
import { LineIcon } from "../ui/LineIcon";
import { QUOTE_ICONS } from "./quote-icons";

/** Previous / Next / submit, enabled by SPEC §4 and §5's rules. */
export function QuoteFooter({
  step,
  submitting,
  canNext,
  canSend,
  onPrevious,
}: {
  step: Step;
  submitting: boolean;
  canNext: boolean;
  canSend: boolean;
  onPrevious: () => void;
}) {
  return (
    <footer className="flex items-center justify-between gap-3 border-t border-line px-6 py-4">
      <button
        type="button"
        onClick={onPrevious}
        disabled={step === 1 || submitting}
        className={buttonClass("ghost", "md", "border border-line")}
      >
        <LineIcon node={ICONS.arrowLeft} className="size-4" />
        <Text id="quote.actions.previous" />
      </button>
      {step < STEP_COUNT ? (
        <button type="submit" disabled={!canNext} className={buttonClass("primary", "md")}>
          <Text id="quote.actions.next" />
          <LineIcon node={ICONS.arrowRight} className="size-4" />
        </button>
      ) : (
        <button type="submit" disabled={!canSend} className={buttonClass("primary", "md")}>
          {submitting ? (
            <Text id="quote.actions.submitting" />
          ) : (
            <>
              <Text id="quote.actions.submit" />
              <LineIcon node={QUOTE_ICONS.send} className="size-4" />
            </>
          )}
        </button>
      )}
    </footer>
  );
}
