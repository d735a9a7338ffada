import { Text } from "../../../content/Text";
import { SectionHeading } from "../../../ui/SectionHeading";
import { idsOf, HOME_FEATURE_ICONS } from "../data";
import { IconTile } from "../ui/IconTile";

/** Four reasons producers hire the company. */
export function HomeFeatures() {
  return (
    <section aria-labelledby="home-features-title" className="px-4 py-20 sm:px-6 sm:py-28">
      <div className="mx-auto grid max-w-6xl gap-12 lg:grid-cols-[1fr_2fr]">
        <SectionHeading
          variant="template"
          id="home-features-title"
          eyebrow="miningHome.features.eyebrow"
          title="miningHome.features.title"
          intro="miningHome.features.intro"
        />
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
      </div>
    </section>
  );
}
