import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { buttonClass } from "../../../ui/button-styles";
import { SectionHeading } from "../../../ui/SectionHeading";
import { TemplateIcon } from "../../shared/TemplateIcon";
import { CallLink } from "../ui/CallLink";
import { TechShowcase } from "./TechShowcase";
import { constructionHomeSectionsCopy } from "../content/home-sections";
import { withCopyPart } from "../../../content/withCopyPart";

/** SPEC §2.7: the main section, a phone call button beside the technology showcase. */
export const HomeIntro = withCopyPart(
  "constructionHome",
  constructionHomeSectionsCopy,
  HomeIntroBody,
);

function HomeIntroBody() {
  const copy = useCopy(constructionHomeSectionsCopy);
  return (
    <section aria-labelledby="home-intro-title" className="px-4 py-20 sm:px-6 sm:py-28">
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-[5fr_6fr] lg:gap-16">
        <div>
          <SectionHeading
            variant="template"
            id="home-intro-title"
            eyebrow="constructionHome.intro.eyebrow"
            title="constructionHome.intro.title"
            intro="constructionHome.intro.text"
          />
          <ul className="mt-8 space-y-3">
            {copy.intro.points.map((_, i) => (
              <li key={i} className="flex gap-3">
                <TemplateIcon name="circleCheck" className="mt-0.5 size-5 shrink-0 text-accent" />
                <Text id={`constructionHome.intro.points.${i}`} />
              </li>
            ))}
          </ul>
          <CallLink
            label="constructionHome.intro.call"
            className={buttonClass("primary", "lg", "mt-9")}
          />
          <p className="mt-4 text-sm text-fg-muted">
            <Text id="constructionHome.intro.hours" />
          </p>
        </div>
        <TechShowcase />
      </div>
    </section>
  );
}
