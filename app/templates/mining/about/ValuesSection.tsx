import { Text } from "../../../content/Text";
import { SectionHeading } from "../../../ui/SectionHeading";
import { idsOf, VALUE_ICONS } from "../data";
import { IconTile } from "../ui/IconTile";

export function ValuesSection() {
  return (
    <section
      id="values"
      tabIndex={-1}
      aria-labelledby="values-title"
      className="scroll-mt-28 bg-surface-raised px-4 py-20 outline-none sm:px-6 sm:py-28"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          variant="template"
          id="values-title"
          eyebrow="miningAbout.values.eyebrow"
          title="miningAbout.values.title"
        />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {idsOf(VALUE_ICONS).map((id) => (
            <li key={id} className="rounded-card border border-line bg-surface p-6 shadow-lift">
              <IconTile icon={VALUE_ICONS[id]} />
              <h3 className="mt-5 text-lg font-bold">
                <Text id={`miningAbout.values.items.${id}.title`} />
              </h3>
              <p className="mt-2 text-fg-muted">
                <Text id={`miningAbout.values.items.${id}.body`} />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
