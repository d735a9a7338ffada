import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { SectionHeading } from "../../shared/SectionHeading";
import { miningAboutCopy } from "../content/about";
import { IconTile } from "../ui/IconTile";
import type { TemplateIconName } from "../../shared/template-icons";

const icons: readonly TemplateIconName[] = ["shieldCheck", "treePine", "handshake", "lightbulb"];

export function ValuesSection() {
  const copy = useCopy(miningAboutCopy);
  return (
    <section
      id="values"
      tabIndex={-1}
      aria-labelledby="values-title"
      className="scroll-mt-28 bg-surface-raised px-4 py-20 outline-none sm:px-6 sm:py-28"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="values-title"
          eyebrow="miningAbout.values.eyebrow"
          title="miningAbout.values.title"
        />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {copy.values.items.map((_, i) => (
            <li key={i} className="rounded-card border border-line bg-surface p-6 shadow-lift">
              <IconTile icon={icons[i] ?? "shieldCheck"} />
              <h3 className="mt-5 text-lg font-bold">
                <Text id={`miningAbout.values.items.${i}.title`} />
              </h3>
              <p className="mt-2 text-fg-muted">
                <Text id={`miningAbout.values.items.${i}.body`} />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
