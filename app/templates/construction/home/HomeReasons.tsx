import { ItemList } from "../../../ui/ItemList";
import type { ItemLook } from "../../../ui/ListItem";
import { TemplateIcon } from "../../shared/TemplateIcon";
import { idsOf, REASON_ICONS } from "../data";
import { HeadedSection } from "../../shared/HeadedSection";
import { constructionHomeSectionsCopy } from "../content/home-sections";
import { withCopyPart } from "../../../content/withCopyPart";

/** SPEC §2.7: four reasons to choose the company. */
export const HomeReasons = withCopyPart(
  "constructionHome",
  constructionHomeSectionsCopy,
  HomeReasonsBody,
);

function HomeReasonsBody() {
  return (
    <HeadedSection
      titleId="home-reasons-title"
      words="constructionHome.reasons"
      intro
      inner="mx-auto grid max-w-6xl gap-12 lg:grid-cols-[2fr_3fr] lg:gap-16"
    >
      <ItemList
        visual={(id) => <TemplateIcon name={REASON_ICONS[id]} className="size-7 text-accent" />}
        look={LOOK}
        keys={idsOf(REASON_ICONS)}
        path={(id) => `constructionHome.reasons.items.${id}`}
      />
    </HeadedSection>
  );
}

const LOOK: ItemLook = {
  list: "grid gap-x-10 gap-y-10 sm:grid-cols-2",
  item: "border-t-2 border-fg pt-6",
  title: "mt-4 text-lg font-bold",
  body: "mt-2 text-fg-muted",
};
