import { HeroIntro, type IntroLook } from "../../../ui/HeroIntro";
import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { TemplateIcon } from "../../shared/TemplateIcon";
import { robotTemplateCopy } from "../content/home";

/** The plain note that the full template comes from a separate project. */
export function IntegrationNote() {
  const { points } = useCopy(robotTemplateCopy).integration;
  return (
    <section
      id="integration"
      aria-labelledby="robot-integration-title"
      className="px-4 py-20 sm:px-6"
    >
      <div
        data-reveal
        className="relative mx-auto max-w-4xl overflow-hidden rounded-card border border-aurora-a/50 bg-surface-raised p-8 shadow-lift sm:p-12"
      >
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 size-64 rounded-full bg-aurora-a/30 blur-3xl"
        />
        <HeroIntro
          words="robotTemplate.integration"
          titleId="robot-integration-title"
          level={2}
          look={INTRO}
        />
        <ul className="relative mt-8 grid gap-3 sm:grid-cols-3">
          {points.map((point, i) => (
            <li
              key={point}
              className="flex gap-3 rounded-xl border border-line bg-bg/60 p-4 text-sm"
            >
              <TemplateIcon name="arrowRight" className="mt-0.5 size-4 shrink-0 text-accent" />
              <Text id={`robotTemplate.integration.points.${i}`} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const INTRO: IntroLook = {
  eyebrow: "relative font-mono text-sm tracking-[0.14em] text-accent uppercase",
  title: "relative mt-3 font-display text-2xl font-bold tracking-(--heading-tracking) sm:text-3xl",
  lead: "relative mt-4 text-lg text-fg-muted",
};
