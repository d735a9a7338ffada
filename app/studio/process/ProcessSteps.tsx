import { Text } from "../../content/Text";
import { useCopy } from "../../content/useCopy";
import { useText } from "../../content/useText";
import { processCopy } from "../content/process";

/** A step's number is its place in the list: 01, 02 … (as the mining process section). */
const ordinal = (index: number) => String(index + 1).padStart(2, "0");

export function ProcessSteps() {
  const { steps } = useCopy(processCopy);
  const t = useText();
  return (
    <section aria-label={t("process.hero.eyebrow")} className="px-4 pb-20 sm:px-6">
      <ol className="mx-auto grid max-w-[69rem] gap-5 md:grid-cols-2">
        {steps.map((_, i) => (
          <li
            // By place, not by its words: a language switch keeps the same elements, so the
            // visitor's scroll anchor survives it.
            key={i}
            className="relative rounded-card border border-line bg-surface p-7 sm:p-9"
          >
            <div className="flex items-baseline justify-between gap-4">
              <span
                className="font-display text-5xl font-extrabold text-accent/90"
                aria-hidden="true"
              >
                {ordinal(i)}
              </span>
              <span className="rounded-full border border-line px-3 py-1 text-sm text-fg-muted">
                <Text id={`process.steps.${i}.duration`} />
              </span>
            </div>
            <h2 className="mt-5 text-2xl font-bold">
              <Text id={`process.steps.${i}.title`} />
            </h2>
            <p className="mt-3 text-fg-muted">
              <Text id={`process.steps.${i}.body`} />
            </p>
            <p className="mt-5 border-t border-line pt-4 text-sm font-semibold text-aurora-a">
              <Text id={`process.steps.${i}.deliverable`} />
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
