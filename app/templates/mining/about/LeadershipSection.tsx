import { useText } from "../../../content/useText";
import { ItemList } from "../../../ui/ItemList";
import type { ItemLook } from "../../../ui/ListItem";
import { idsOf, LEADER_PORTRAITS } from "../data";
import { HeadedSection } from "../../shared/HeadedSection";
import { miningAboutSectionsCopy } from "../content/about-sections";
import { withCopyPart } from "../../../content/withCopyPart";

/** The four leaders: a round portrait, the name, the role and a short bio. */
export const LeadershipSection = withCopyPart(
  "miningAbout",
  miningAboutSectionsCopy,
  LeadershipSectionBody,
);

function LeadershipSectionBody() {
  const t = useText();
  return (
    <HeadedSection
      id="leadership"
      tabIndex={-1}
      titleId="leadership-title"
      words="miningAbout.leadership"
      className="scroll-mt-28 px-4 py-20 outline-none sm:px-6 sm:py-28"
    >
      <ItemList
        visual={(id) => (
          <img
            src={LEADER_PORTRAITS[id]}
            alt={t("miningAbout.leadership.portrait", {
              name: t(`miningAbout.leadership.people.${id}.name`),
            })}
            width={240}
            height={240}
            loading="lazy"
            decoding="async"
            className="mx-auto size-28 rounded-full ring-4 ring-surface-raised"
          />
        )}
        look={LOOK}
        keys={idsOf(LEADER_PORTRAITS)}
        path={(id) => `miningAbout.leadership.people.${id}`}
        fields={{ title: "name", lead: "role", body: "bio" }}
      />
    </HeadedSection>
  );
}

const LOOK: ItemLook = {
  list: "mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4",
  item: "flex flex-col rounded-card border border-line bg-surface p-6 text-center shadow-lift",
  title: "mt-5 text-lg font-bold",
  lead: "mt-1 text-sm font-semibold text-accent",
  body: "mt-3 text-sm text-fg-muted",
};
