import { ItemList } from "../../../ui/ItemList";
import type { ItemLook } from "../../../ui/ListItem";
import { idsOf, WHY_ICONS } from "../data";
import { IconTile } from "../ui/IconTile";
import { HeadedSection } from "../../shared/HeadedSection";

/** Four reasons to choose the company. */
export function WhySection() {
  return (
    <HeadedSection titleId="why-title" words="miningServices.why">
      <ItemList
        visual={(id) => <IconTile icon={WHY_ICONS[id]} />}
        look={LOOK}
        keys={idsOf(WHY_ICONS)}
        path={(id) => `miningServices.why.items.${id}`}
      />
    </HeadedSection>
  );
}

const LOOK: ItemLook = {
  list: "mt-12 grid gap-5 sm:grid-cols-2",
  item: "flex gap-5 rounded-card border border-line bg-surface p-6 shadow-lift",
  words: "",
  title: "text-lg font-bold",
  body: "mt-2 text-fg-muted",
};
