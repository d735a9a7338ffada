import { Text } from "../../../content/Text";
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
        <ul className="grid gap-5 sm:grid-cols-2">
          {idsOf(INCLUDED_ICONS).map((id) => (
            <li key={id} className="rounded-card border border-line bg-surface p-6 shadow-lift">
              <TemplateIcon name={INCLUDED_ICONS[id]} className="size-7 text-accent" />
              <h3 className="mt-4 text-lg font-bold">
                <Text id={`constructionServices.included.items.${id}.title`} />
              </h3>
              <p className="mt-2 text-fg-muted">
                <Text id={`constructionServices.included.items.${id}.body`} />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
