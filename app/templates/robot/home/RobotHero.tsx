import { HeroIntro, type IntroLook } from "../../../ui/HeroIntro";
import { StatList, type StatLook } from "../../shared/StatList";
import heroArt from "../../../assets/robot/hero-cell.svg?url";
import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { useText } from "../../../content/useText";
import { buttonClass } from "../../../ui/button-styles";
import { robotTemplateCopy } from "../content/home";
import { CONTACT_SECTION } from "./sections";

/**
 * The hero: the promise, two calls to action and three figures on the left; the
 * cell in its own framed zone on the right (below on a phone), never under the words.
 */
export function RobotHero() {
  const t = useText();
  const { stats } = useCopy(robotTemplateCopy).hero;
  return (
    <section
      aria-labelledby="robot-hero-title"
      className="relative isolate overflow-hidden border-b border-line"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60%_70%_at_85%_20%,rgb(245_184_46/0.10),transparent_70%),linear-gradient(180deg,var(--surface),var(--bg))]"
      />
      <div className="mx-auto box-content grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[1.05fr_0.95fr]">
        <div>
          <HeroIntro
            words="robotTemplate.hero"
            titleId="robot-hero-title"
            level={1}
            look={INTRO}
            mark={<span aria-hidden="true" className="h-0.5 w-6 bg-accent" />}
          >
            <a href={`#${CONTACT_SECTION}`} className={buttonClass("primary", "lg")}>
              <Text id="robotTemplate.hero.primary" />
            </a>
            <a href="#cases" className={buttonClass("secondary", "lg")}>
              <Text id="robotTemplate.hero.secondary" />
            </a>
          </HeroIntro>
          <StatList
            count={stats.length}
            item={(i) => `robotTemplate.hero.stats.${i}`}
            look={FIGURES}
          />
        </div>
        <figure className="relative mx-auto w-full max-w-xl">
          <img
            src={heroArt}
            alt={t("robotTemplate.hero.artAlt")}
            width={640}
            height={520}
            fetchPriority="high"
            className="block h-auto w-full rounded-card border border-line shadow-lift"
          />
        </figure>
      </div>
    </section>
  );
}

const FIGURES: StatLook = {
  list: "mt-10 grid max-w-lg grid-cols-3 divide-x divide-line border-y border-line",
  item: "flex flex-col px-3 py-4 first:pl-0",
  label: "mt-1 text-xs text-fg-muted sm:text-sm",
  value: "order-first font-display text-xl font-bold text-fg sm:text-2xl",
};

const INTRO: IntroLook = {
  eyebrow:
    "inline-flex items-center gap-3 text-xs font-semibold tracking-[0.16em] text-accent uppercase sm:text-sm",
  title:
    "mt-5 font-display text-4xl leading-[1.05] font-bold tracking-(--heading-tracking) text-balance sm:text-5xl lg:text-6xl",
  lead: "mt-6 max-w-xl text-lg text-fg-muted",
  actions: "mt-8 flex flex-col gap-3 sm:flex-row",
};
