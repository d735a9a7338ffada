import { useCopy } from "../../../content/useCopy";
import { ItemList } from "../../../ui/ItemList";
import type { ItemLook } from "../../../ui/ListItem";
import { constructionAboutCopy } from "../content/about";
import { HeadedSection } from "../../shared/HeadedSection";

/**
 * The six-entry timeline, 1974 to 2024, as an ordered list on a measuring
 * rule: one column on phones, three across on wide screens.
 */
export function AboutTimeline() {
  const copy = useCopy(constructionAboutCopy);
  return (
    <HeadedSection
      titleId="about-timeline-title"
      words="constructionAbout.timeline"
      intro
      className="tone-steel bg-bg px-4 py-20 text-fg sm:px-6 sm:py-28"
    >
      <ItemList
        ordered
        dated
        keys={copy.timeline.entries.map((_, i) => i)}
        path={(i) => `constructionAbout.timeline.entries.${i}`}
        fields={{ kicker: "year", title: "title", body: "description" }}
        look={LOOK}
        visual={() => (
          <>
            <span
              aria-hidden="true"
              className="absolute inset-x-0 -top-px h-2 bg-[repeating-linear-gradient(90deg,var(--line)_0_1px,transparent_1px_14px)]"
            />
            <span aria-hidden="true" className="absolute -top-px left-0 h-5 w-[3px] bg-accent" />
          </>
        )}
      />
    </HeadedSection>
  );
}

const LOOK: ItemLook = {
  list: "mt-14 grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-3",
  item: "relative border-t border-line pt-7",
  kicker: "block font-display text-5xl font-bold tracking-tight text-accent-strong",
  title: "mt-3 text-xl font-bold",
  body: "mt-2 text-fg-muted",
};
