import { ItemList } from "../../../ui/ItemList";
import type { ItemLook } from "../../../ui/ListItem";
import { TemplateIcon } from "../../shared/TemplateIcon";
import { idsOf } from "../data";
import { VALUE_ICONS } from "./about-data";
import { HeadedSection } from "../../shared/HeadedSection";

/** The four core values, set as an editorial row. */
export function AboutValues() {
  return (
    <HeadedSection
      titleId="about-values-title"
      words="constructionAbout.values"
      intro
      className="bg-surface-raised px-4 py-20 sm:px-6 sm:py-28"
    >
      <ItemList
        visual={(id) => (
          <span className="inline-flex size-12 items-center justify-center rounded-card bg-surface text-accent shadow-lift">
            <TemplateIcon name={VALUE_ICONS[id]} className="size-6" strokeWidth={1.75} />
          </span>
        )}
        look={LOOK}
        keys={idsOf(VALUE_ICONS)}
        path={(id) => `constructionAbout.values.items.${id}`}
      />
    </HeadedSection>
  );
}

const LOOK: ItemLook = {
  list: "mt-14 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-4",
  item: "border-l-2 border-line pl-6",
  title: "mt-5 text-lg font-bold",
  body: "mt-2 text-fg-muted",
};
