import { ItemList } from "../../../ui/ItemList";
import type { ItemLook } from "../../../ui/ListItem";
import { idsOf, HOME_FEATURE_ICONS } from "../data";
import { IconTile } from "../ui/IconTile";
import { HeadedSection } from "../../shared/HeadedSection";
import { miningHomeSectionsCopy } from "../content/home-sections";
import { withCopyPart } from "../../../content/withCopyPart";

/** Four reasons producers hire the company. */
export const HomeFeatures = withCopyPart("miningHome", miningHomeSectionsCopy, HomeFeaturesBody);

function HomeFeaturesBody() {
  return (
    <HeadedSection
      titleId="home-features-title"
      words="miningHome.features"
      intro
      inner="mx-auto grid max-w-6xl gap-12 lg:grid-cols-[1fr_2fr]"
    >
      <ItemList
        visual={(id) => <IconTile icon={HOME_FEATURE_ICONS[id]} />}
        look={LOOK}
        keys={idsOf(HOME_FEATURE_ICONS)}
        path={(id) => `miningHome.features.cards.${id}`}
      />
    </HeadedSection>
  );
}

const LOOK: ItemLook = {
  list: "grid gap-5 sm:grid-cols-2",
  item: "flex gap-4 rounded-card border border-line bg-surface p-6",
  words: "",
  title: "text-lg font-bold",
  body: "mt-2 text-fg-muted",
};
