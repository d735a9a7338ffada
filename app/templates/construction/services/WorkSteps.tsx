import { useCopy } from "../../../content/useCopy";
import { ItemList } from "../../../ui/ItemList";
import type { ItemLook } from "../../../ui/ListItem";
import { constructionServicesCopy } from "../content/services";
import { HeadedSection } from "../../shared/HeadedSection";

/** The four-step way of working, joined by a line on wide screens. */
export function WorkSteps() {
  const copy = useCopy(constructionServicesCopy);
  return (
    <HeadedSection
      titleId="services-steps-title"
      words="constructionServices.process"
      className="tone-steel bg-bg px-4 py-20 text-fg sm:px-6 sm:py-28"
    >
      <ItemList
        visual={(_, i) => (
          <span
            aria-hidden="true"
            className="row-span-3 inline-flex size-14 items-center justify-center rounded-full border-2 border-accent font-display text-xl font-bold text-accent-strong"
          >
            {i + 1}
          </span>
        )}
        look={LOOK}
        ordered
        keys={copy.process.steps.map((_, i) => i)}
        path={(i) => `constructionServices.process.steps.${i}`}
        fields={{ kicker: "when", title: "title", body: "description" }}
      />
    </HeadedSection>
  );
}

const LOOK: ItemLook = {
  list: "mt-14 grid gap-10 sm:grid-cols-2 lg:grid-cols-4 lg:gap-8",
  item: "relative grid grid-cols-[3.5rem_1fr] gap-x-5 sm:block lg:after:absolute lg:after:top-7 lg:after:right-0 lg:after:left-20 lg:after:h-px lg:after:bg-line lg:last:after:hidden",
  kicker: "text-xs font-bold tracking-[0.14em] text-accent uppercase sm:mt-6",
  title: "mt-2 text-xl font-bold",
  body: "mt-2 text-fg-muted",
};
