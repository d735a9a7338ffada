import { Text } from "../../../content/Text";
import { TemplateIcon } from "../../shared/TemplateIcon";
import { idsOf, SERVICE_ICONS } from "../data";
import { HeadedSection } from "../../shared/HeadedSection";

/** SPEC §2.7: the four services. */
export function HomeServices() {
  return (
    <HeadedSection
      titleId="home-services-title"
      words="constructionHome.services"
      intro
      className="bg-surface-raised px-4 py-20 sm:px-6 sm:py-28"
      inner="mx-auto max-w-6xl"
    >
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {idsOf(SERVICE_ICONS).map((id, i) => (
          <li
            key={id}
            className="group relative flex flex-col overflow-hidden rounded-card border border-line bg-surface p-7 shadow-lift"
          >
            <span
              aria-hidden="true"
              className="absolute inset-x-0 top-0 h-1 origin-left scale-x-0 bg-accent transition-transform duration-(--motion-slow) ease-out-soft group-hover:scale-x-100 motion-reduce:transition-none"
            />
            <div className="flex items-start justify-between">
              <span className="inline-flex size-12 items-center justify-center rounded-card bg-fg text-bg">
                <TemplateIcon name={SERVICE_ICONS[id]} className="size-6" />
              </span>
              <span aria-hidden="true" className="font-display text-sm font-bold text-fg-muted">
                {String(i + 1).padStart(2, "0")}
              </span>
            </div>
            <h3 className="mt-6 text-xl font-bold">
              <Text id={`constructionHome.services.items.${id}.title`} />
            </h3>
            <p className="mt-3 text-fg-muted">
              <Text id={`constructionHome.services.items.${id}.body`} />
            </p>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
