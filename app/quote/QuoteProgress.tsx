import { STEP_COUNT, type Step } from "../lib/quote-flow";

/** Three bars showing how far along the visitor is. Decorative: the step heading says it in words. */
export function QuoteProgress({ step }: { step: Step }) {
  return (
    <div className="grid grid-cols-3 gap-1.5" aria-hidden="true">
      {Array.from({ length: STEP_COUNT }, (_, i) => (
        <span
          key={i}
          className={`h-1.5 rounded-full transition-colors duration-300 ${i < step ? "bg-accent" : "bg-white/10"}`}
        />
      ))}
    </div>
  );
}
