import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { constructionAboutCopy } from "../content/about";
import { HeadedSection } from "../../shared/HeadedSection";

/** The mission: what the company builds for, and three figures. */
export function AboutMission() {
  const copy = useCopy(constructionAboutCopy);
  return (
    <HeadedSection
      titleId="about-mission-title"
      words="constructionAbout.mission"
      inner="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[5fr_7fr] lg:gap-20"
    >
      <div>
        <div className="space-y-5 border-l-2 border-accent pl-6 text-lg text-fg-muted sm:pl-8">
          {copy.mission.body.map((_, i) => (
            <p key={i} className={i === 0 ? "text-fg" : undefined}>
              <Text id={`constructionAbout.mission.body.${i}`} />
            </p>
          ))}
        </div>
        <h3 className="sr-only">
          <Text id="constructionAbout.mission.facts.label" />
        </h3>
        <dl className="mt-10 grid gap-6 border-t border-line pt-8 sm:grid-cols-3">
          {copy.mission.facts.items.map((_, i) => (
            <div
              key={i}
              className="flex items-baseline gap-4 sm:flex-col-reverse sm:justify-end sm:gap-1"
            >
              <dt className="order-2 text-sm leading-snug text-fg-muted sm:order-none">
                <Text id={`constructionAbout.mission.facts.items.${i}.label`} />
              </dt>
              <dd className="w-24 shrink-0 font-display text-3xl font-bold tracking-tight text-accent sm:w-auto sm:text-4xl">
                <Text id={`constructionAbout.mission.facts.items.${i}.value`} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </HeadedSection>
  );
}
