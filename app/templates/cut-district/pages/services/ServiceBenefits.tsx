import { ItemList } from "../../../../ui/ItemList";
import type { ItemLook } from "../../../../ui/ListItem";
import { TemplateIcon } from "../../../shared/TemplateIcon";
import type { TemplateIconName } from "../../../shared/template-icons";
import { CutHeading } from "../ui/CutHeading";

/** One icon per benefit, in the order of cutServices.benefits.items (four). */
const ICONS = ["award", "clock", "shieldCheck", "handshake"] as const satisfies TemplateIconName[];

/** Four reasons to sit in our chairs. */
export function ServiceBenefits() {
  return (
    <section aria-labelledby="cut-benefits-title" className="px-4 pt-20 sm:px-6 sm:pt-28">
      <div className="mx-auto grid max-w-7xl gap-12 lg:grid-cols-[4fr_7fr] lg:gap-16">
        <CutHeading
          id="cut-benefits-title"
          eyebrow="cutServices.benefits.eyebrow"
          title="cutServices.benefits.title"
        />
        <ItemList
          keys={ICONS}
          path={(_, i) => `cutServices.benefits.items.${i}`}
          fields={{ title: "title", body: "description" }}
          look={LOOK}
          visual={(icon) => (
            <TemplateIcon name={icon} className="size-6 text-accent" strokeWidth={1.6} />
          )}
        />
      </div>
    </section>
  );
}

const LOOK: ItemLook = {
  list: "grid gap-x-10 gap-y-9 sm:grid-cols-2",
  item: "border-t border-accent/40 pt-6",
  title: "mt-4 text-lg font-bold tracking-[0.04em] uppercase",
  body: "mt-2 text-fg-muted",
};
