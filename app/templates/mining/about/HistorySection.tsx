import { useCopy } from "../../../content/useCopy";
import { ItemList } from "../../../ui/ItemList";
import type { ItemLook } from "../../../ui/ListItem";
import { HeadedSection } from "../../shared/HeadedSection";
import { miningAboutSectionsCopy } from "../content/about-sections";
import { withCopyPart } from "../../../content/withCopyPart";

/** Six milestones, 1974 to 2024, on a vertical line. */
export const HistorySection = withCopyPart(
  "miningAbout",
  miningAboutSectionsCopy,
  HistorySectionBody,
);

function HistorySectionBody() {
  const copy = useCopy(miningAboutSectionsCopy);
  return (
    <HeadedSection
      id="history"
      tabIndex={-1}
      titleId="history-title"
      words="miningAbout.history"
      className="tone-steel scroll-mt-28 bg-bg px-4 py-20 text-fg outline-none sm:px-6 sm:py-28"
      inner="mx-auto grid max-w-6xl gap-12 lg:grid-cols-[1fr_1.6fr]"
    >
      <ItemList
        ordered
        keys={copy.history.entries.map((_, i) => i)}
        path={(i) => `miningAbout.history.entries.${i}`}
        fields={{ kicker: "year", title: "title", body: "body" }}
        look={LOOK}
        visual={() => (
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[2.6rem] size-4 rounded-full border-4 border-bg bg-accent"
          />
        )}
      />
    </HeadedSection>
  );
}

const LOOK: ItemLook = {
  list: "relative border-l-2 border-line pl-8",
  item: "relative pb-10 last:pb-0",
  kicker: "font-display text-2xl font-bold text-accent-strong",
  title: "mt-1 text-xl font-bold",
  body: "mt-2 max-w-xl text-fg-muted",
};
