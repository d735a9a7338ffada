import { Text } from "../../../../content/Text";
import { TemplateIcon } from "../../../shared/TemplateIcon";
import type { TemplateIconName } from "../../../shared/template-icons";
import { CutHeading } from "../ui/CutHeading";

/** One icon per benefit, in the order of cutServices.benefits.items (four). */
const ICONS = ["award", "clock", "shieldCheck", "handshake"] as const satisfies TemplateIconName[];

/** Four reasons to sit in our chairs. */
export function ServiceBenefits() {
  return (
    <section aria-labelledby="cut-benefits-title" className="px-4 pt-20 sm:px-6 sm:pt-28">
      <div className="mx-auto grid max-w-6xl gap-12 lg:grid-cols-[4fr_7fr] lg:gap-16">
        <CutHeading
          id="cut-benefits-title"
          eyebrow="cutServices.benefits.eyebrow"
          title="cutServices.benefits.title"
        />
        <ul className="grid gap-x-10 gap-y-9 sm:grid-cols-2">
          {ICONS.map((icon, i) => (
            <li key={i} className="border-t border-accent/40 pt-6">
              <TemplateIcon name={icon} className="size-6 text-accent" strokeWidth={1.6} />
              <h3 className="mt-4 text-lg font-bold tracking-[0.04em] uppercase">
                <Text id={`cutServices.benefits.items.${i}.title`} />
              </h3>
              <p className="mt-2 text-fg-muted">
                <Text id={`cutServices.benefits.items.${i}.description`} />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
