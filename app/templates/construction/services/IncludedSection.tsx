import { ItemList } from "../../../ui/ItemList";
import type { ItemLook } from "../../../ui/ListItem";
import { SectionHeading } from "../../../ui/SectionHeading";
import { TemplateIcon } from "../../shared/TemplateIcon";
import { idsOf } from "../data";
import { Credentials } from "./Credentials";
import { INCLUDED_ICONS } from "./services-data";

/** What every contract includes: the four reasons to choose the company, and its credentials. */
export function IncludedSection() {
  return (
    <section
      aria-labelledby="services-included-title"
      className="bg-surface-raised px-4 py-20 sm:px-6 sm:py-28"
    >
      <div className="mx-auto grid max-w-6xl gap-12 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <div>
          <SectionHeading
            variant="template"
            id="services-included-title"
            eyebrow="constructionServices.included.eyebrow"
            title="constructionServices.included.title"
            intro="constructionServices.included.intro"
          />
          <Credentials />
        </div>
        <ItemList
          keys={idsOf(INCLUDED_ICONS)}
          path={(id) => `constructionServices.included.items.${id}`}
          look={LOOK}
          visual={(id) => <TemplateIcon name={INCLUDED_ICONS[id]} className="size-7 text-accent" />}
        />
      </div>
    </section>
  );
}

const LOOK: ItemLook = {
  list: "grid gap-5 sm:grid-cols-2",
  item: "rounded-card border border-line bg-surface p-6 shadow-lift",
  title: "mt-4 text-lg font-bold",
  body: "mt-2 text-fg-muted",
};
