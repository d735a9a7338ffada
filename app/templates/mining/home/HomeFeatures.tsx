import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { SectionHeading } from "../../shared/SectionHeading";
import { miningHomeCopy } from "../content/home";
import { IconTile } from "../ui/IconTile";
import type { TemplateIconName } from "../../shared/template-icons";

const icons: readonly TemplateIconName[] = ["hardHat", "batteryCharging", "users", "sprout"];

/** Four reasons producers hire the company. */
export function HomeFeatures() {
  const copy = useCopy(miningHomeCopy);
  return (
    <section aria-labelledby="home-features-title" className="px-4 py-20 sm:px-6 sm:py-28">
      <div className="mx-auto grid max-w-6xl gap-12 lg:grid-cols-[1fr_2fr]">
        <SectionHeading
          id="home-features-title"
          eyebrow="miningHome.features.eyebrow"
          title="miningHome.features.title"
          intro="miningHome.features.intro"
        />
        <ul className="grid gap-5 sm:grid-cols-2">
          {copy.features.cards.map((_, i) => (
            <li key={i} className="flex gap-4 rounded-card border border-line bg-surface p-6">
              <IconTile icon={icons[i] ?? "hardHat"} />
              <div>
                <h3 className="text-lg font-bold">
                  <Text id={`miningHome.features.cards.${i}.title`} />
                </h3>
                <p className="mt-2 text-fg-muted">
                  <Text id={`miningHome.features.cards.${i}.body`} />
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
