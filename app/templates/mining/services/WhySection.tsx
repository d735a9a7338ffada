import { Text } from "../../../content/Text";
import { idsOf, WHY_ICONS } from "../data";
import { IconTile } from "../ui/IconTile";
import { HeadedSection } from "../../shared/HeadedSection";

/** Four reasons to choose the company. */
export function WhySection() {
  return (
    <HeadedSection
      titleId="why-title"
      words="miningServices.why"
      className="px-4 py-20 sm:px-6 sm:py-28"
      inner="mx-auto max-w-6xl"
    >
      <ul className="mt-12 grid gap-5 sm:grid-cols-2">
        {idsOf(WHY_ICONS).map((id) => (
          <li
            key={id}
            className="flex gap-5 rounded-card border border-line bg-surface p-6 shadow-lift"
          >
            <IconTile icon={WHY_ICONS[id]} />
            <div>
              <h3 className="text-lg font-bold">
                <Text id={`miningServices.why.items.${id}.title`} />
              </h3>
              <p className="mt-2 text-fg-muted">
                <Text id={`miningServices.why.items.${id}.body`} />
              </p>
            </div>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
