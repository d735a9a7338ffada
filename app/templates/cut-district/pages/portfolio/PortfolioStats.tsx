import { StatList, type StatLook } from "../../../shared/StatList";
import { Text } from "../../../../content/Text";
import { useCopy } from "../../../../content/useCopy";
import { cutPortfolioCopy } from "../../content/portfolio";

/** Four figures under the hero. */
export function PortfolioStats() {
  const copy = useCopy(cutPortfolioCopy);
  return (
    <section aria-labelledby="cut-stats-title" className="px-4 sm:px-6">
      <h2 id="cut-stats-title" className="sr-only">
        <Text id="cutPortfolio.stats.label" />
      </h2>
      <StatList
        count={copy.stats.items.length}
        item={(i) => `cutPortfolio.stats.items.${i}`}
        look={FIGURES}
      />
    </section>
  );
}

const FIGURES: StatLook = {
  list: "mx-auto -mt-px grid max-w-7xl grid-cols-2 border-x border-b border-accent/30 bg-surface lg:grid-cols-4",
  item: "flex flex-col-reverse justify-end gap-1 border-line px-5 py-8 text-center max-lg:even:border-l sm:px-8 lg:not-first:border-l max-lg:[&:nth-child(n+3)]:border-t",
  label: "text-sm text-fg-muted",
  value: "font-display text-4xl font-extrabold text-accent sm:text-5xl",
};
