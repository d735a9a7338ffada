import { ItemList } from "../../../ui/ItemList";
import type { ItemLook } from "../../../ui/ListItem";
import { idsOf, VALUE_ICONS } from "../data";
import { IconTile } from "../ui/IconTile";
import { HeadedSection } from "../../shared/HeadedSection";
import { miningAboutSectionsCopy } from "../content/about-sections";
import { withCopyPart } from "../../../content/withCopyPart";

/** The four values, each on a card with its icon. */
export const ValuesSection = withCopyPart(
  "miningAbout",
  miningAboutSectionsCopy,
  ValuesSectionBody,
);

function ValuesSectionBody() {
  return (
    <HeadedSection
      id="values"
      tabIndex={-1}
      titleId="values-title"
      words="miningAbout.values"
      className="scroll-mt-28 bg-surface-raised px-4 py-20 outline-none sm:px-6 sm:py-28"
    >
      <ItemList
        visual={(id) => <IconTile icon={VALUE_ICONS[id]} />}
        look={LOOK}
        keys={idsOf(VALUE_ICONS)}
        path={(id) => `miningAbout.values.items.${id}`}
      />
    </HeadedSection>
  );
}

const LOOK: ItemLook = {
  list: "mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4",
  item: "rounded-card border border-line bg-surface p-6 shadow-lift",
  title: "mt-5 text-lg font-bold",
  body: "mt-2 text-fg-muted",
};
