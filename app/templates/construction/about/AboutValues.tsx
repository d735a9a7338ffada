import { Text } from "../../../content/Text";
import { TemplateIcon } from "../../shared/TemplateIcon";
import { idsOf } from "../data";
import { VALUE_ICONS } from "./about-data";
import { HeadedSection } from "../../shared/HeadedSection";

/** The four core values, set as an editorial row. */
export function AboutValues() {
  return (
    <HeadedSection
      titleId="about-values-title"
      words="constructionAbout.values"
      intro
      className="bg-surface-raised px-4 py-20 sm:px-6 sm:py-28"
      inner="mx-auto max-w-6xl"
    >
      <ul className="mt-14 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
        {idsOf(VALUE_ICONS).map((id) => (
          <li key={id} className="border-l-2 border-line pl-6">
            <span className="inline-flex size-12 items-center justify-center rounded-card bg-surface text-accent shadow-lift">
              <TemplateIcon name={VALUE_ICONS[id]} className="size-6" strokeWidth={1.75} />
            </span>
            <h3 className="mt-5 text-lg font-bold">
              <Text id={`constructionAbout.values.items.${id}.title`} />
            </h3>
            <p className="mt-2 text-fg-muted">
              <Text id={`constructionAbout.values.items.${id}.body`} />
            </p>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
