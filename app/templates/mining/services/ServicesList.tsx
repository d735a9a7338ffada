import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { SectionHeading } from "../../shared/SectionHeading";
import { miningServicesCopy } from "../content/services";
import { SERVICE_ANCHORS } from "../anchors";
import { IconTile } from "../ui/IconTile";
import { TemplateIcon } from "../../shared/TemplateIcon";
import type { TemplateIconName } from "../../shared/template-icons";

const icons: readonly TemplateIconName[] = [
  "drill",
  "pickaxe",
  "truck",
  "factory",
  "batteryCharging",
  "sprout",
];

/** Six service cards with their feature lists (SPEC §2.6). */
export function ServicesList() {
  const copy = useCopy(miningServicesCopy);
  return (
    <section aria-labelledby="services-list-title" className="px-4 py-20 sm:px-6 sm:py-28">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="services-list-title"
          eyebrow="miningServices.list.eyebrow"
          title="miningServices.list.title"
        />
        <ul className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {copy.list.items.map((item, i) => (
            <li
              key={i}
              id={SERVICE_ANCHORS[i]}
              tabIndex={-1}
              className="flex scroll-mt-32 flex-col rounded-card border border-line bg-surface p-7 shadow-lift outline-none target:ring-2 target:ring-accent"
            >
              <IconTile icon={icons[i] ?? "drill"} />
              <h3 className="mt-5 text-xl font-bold">
                <Text id={`miningServices.list.items.${i}.title`} />
              </h3>
              <p className="mt-2 text-fg-muted">
                <Text id={`miningServices.list.items.${i}.body`} />
              </p>
              <p className="mt-5 text-xs font-bold tracking-[0.14em] text-fg-muted uppercase">
                <Text id="miningServices.list.includes" />
              </p>
              <ul className="mt-3 grid gap-2 text-sm">
                {item.features.map((_, j) => (
                  <li key={j} className="flex gap-2">
                    <TemplateIcon name="check" className="mt-0.5 size-4 shrink-0 text-success" />
                    <Text id={`miningServices.list.items.${i}.features.${j}`} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
