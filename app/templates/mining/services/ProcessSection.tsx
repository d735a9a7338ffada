import { useCopy } from "../../../content/useCopy";
import { ItemList } from "../../../ui/ItemList";
import type { ItemLook } from "../../../ui/ListItem";
import { miningServicesCopy } from "../content/services";
import { HeadedSection } from "../../shared/HeadedSection";

/** Consultation, Planning, Implementation, Monitoring. */
export function ProcessSection() {
  const copy = useCopy(miningServicesCopy);
  return (
    <HeadedSection
      titleId="process-title"
      words="miningServices.process"
      className="tone-steel bg-bg px-4 py-20 text-fg sm:px-6 sm:py-28"
    >
      <ItemList
        visual={(_, i) => (
          <span aria-hidden="true" className="font-display text-4xl font-bold text-accent-strong">
            {String(i + 1).padStart(2, "0")}
          </span>
        )}
        look={LOOK}
        ordered
        keys={copy.process.steps.map((_, i) => i)}
        path={(i) => `miningServices.process.steps.${i}`}
      />
    </HeadedSection>
  );
}

const LOOK: ItemLook = {
  list: "mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-4",
  item: "relative rounded-card border border-line bg-surface p-6",
  title: "mt-3 text-xl font-bold",
  body: "mt-2 text-fg-muted",
};
