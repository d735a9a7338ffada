import { Text } from "../../../content/Text";
import { SectionHeading } from "../../../ui/SectionHeading";
import { idsOf, WHY_ICONS } from "../data";
import { IconTile } from "../ui/IconTile";

/** Four reasons to choose the company. */
export function WhySection() {
  return (
    <section aria-labelledby="why-title" className="px-4 py-20 sm:px-6 sm:py-28">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          variant="template"
          id="why-title"
          eyebrow="miningServices.why.eyebrow"
          title="miningServices.why.title"
        />
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
      </div>
    </section>
  );
}
