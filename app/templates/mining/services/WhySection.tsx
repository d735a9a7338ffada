import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { SectionHeading } from "../../shared/SectionHeading";
import { miningServicesCopy } from "../content/services";
import { IconTile } from "../ui/IconTile";
import type { TemplateIconName } from "../../shared/template-icons";

const icons: readonly TemplateIconName[] = ["shieldCheck", "award", "mapPin", "layers"];

/** Four reasons to choose the company. */
export function WhySection() {
  const copy = useCopy(miningServicesCopy);
  return (
    <section aria-labelledby="why-title" className="px-4 py-20 sm:px-6 sm:py-28">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="why-title"
          eyebrow="miningServices.why.eyebrow"
          title="miningServices.why.title"
        />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2">
          {copy.why.items.map((_, i) => (
            <li
              key={i}
              className="flex gap-5 rounded-card border border-line bg-surface p-6 shadow-lift"
            >
              <IconTile icon={icons[i] ?? "shieldCheck"} />
              <div>
                <h3 className="text-lg font-bold">
                  <Text id={`miningServices.why.items.${i}.title`} />
                </h3>
                <p className="mt-2 text-fg-muted">
                  <Text id={`miningServices.why.items.${i}.body`} />
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
