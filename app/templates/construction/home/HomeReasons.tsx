import { Text } from "../../../content/Text";
import { SectionHeading } from "../../../ui/SectionHeading";
import { TemplateIcon } from "../../shared/TemplateIcon";
import { idsOf, REASON_ICONS } from "../data";

/** SPEC §2.7: four reasons to choose the company. */
export function HomeReasons() {
  return (
    <section aria-labelledby="home-reasons-title" className="px-4 py-20 sm:px-6 sm:py-28">
      <div className="mx-auto grid max-w-6xl gap-12 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <SectionHeading
          variant="template"
          id="home-reasons-title"
          eyebrow="constructionHome.reasons.eyebrow"
          title="constructionHome.reasons.title"
          intro="constructionHome.reasons.intro"
        />
        <ul className="grid gap-x-10 gap-y-10 sm:grid-cols-2">
          {idsOf(REASON_ICONS).map((id) => (
            <li key={id} className="border-t-2 border-fg pt-6">
              <TemplateIcon name={REASON_ICONS[id]} className="size-7 text-accent" />
              <h3 className="mt-4 text-lg font-bold">
                <Text id={`constructionHome.reasons.items.${id}.title`} />
              </h3>
              <p className="mt-2 text-fg-muted">
                <Text id={`constructionHome.reasons.items.${id}.body`} />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
