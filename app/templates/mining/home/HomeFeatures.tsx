import { Text } from "../../../content/Text";
import { idsOf, HOME_FEATURE_ICONS } from "../data";
import { IconTile } from "../ui/IconTile";
import { HeadedSection } from "../../shared/HeadedSection";

/** Four reasons producers hire the company. */
export function HomeFeatures() {
  return (
    <HeadedSection
      titleId="home-features-title"
      words="miningHome.features"
      intro
      className="px-4 py-20 sm:px-6 sm:py-28"
      inner="mx-auto grid max-w-6xl gap-12 lg:grid-cols-[1fr_2fr]"
    >
      <ul className="grid gap-5 sm:grid-cols-2">
        {idsOf(HOME_FEATURE_ICONS).map((id) => (
          <li key={id} className="flex gap-4 rounded-card border border-line bg-surface p-6">
            <IconTile icon={HOME_FEATURE_ICONS[id]} />
            <div>
              <h3 className="text-lg font-bold">
                <Text id={`miningHome.features.cards.${id}.title`} />
              </h3>
              <p className="mt-2 text-fg-muted">
                <Text id={`miningHome.features.cards.${id}.body`} />
              </p>
            </div>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
