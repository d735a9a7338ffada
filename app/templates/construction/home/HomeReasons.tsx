import { Text } from "../../../content/Text";
import { TemplateIcon } from "../../shared/TemplateIcon";
import { idsOf, REASON_ICONS } from "../data";
import { HeadedSection } from "../../shared/HeadedSection";

/** SPEC §2.7: four reasons to choose the company. */
export function HomeReasons() {
  return (
    <HeadedSection
      titleId="home-reasons-title"
      words="constructionHome.reasons"
      intro
      className="px-4 py-20 sm:px-6 sm:py-28"
      inner="mx-auto grid max-w-6xl gap-12 lg:grid-cols-[2fr_3fr] lg:gap-16"
    >
      <ul className="grid gap-x-10 gap-y-10 sm:grid-cols-2">
        {idsOf(REASON_ICONS).map((id) => (
          <li key={id} className="border-t-2 border-fg pt-6">
            <TemplateIcon name={REASON_ICONS[id]} className="size-7 text-accent" />
            <h3 className="mt-4 text-lg font-bold">
              <Text id={`constructionHome.reasons.items.${id}.title`} />
            </h3>
            <p className="mt-2 text-fg-muted">
              <Text id={`constructionHome.reasons.items.${id}.body`} />
            </p>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
