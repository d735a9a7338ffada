import { HeroIntro, type IntroLook } from "../../../ui/HeroIntro";
import { StatList, type StatLook } from "../../shared/StatList";
import mascot from "../../../assets/snow-squatch/mascot.svg?url";
import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { useText } from "../../../content/useText";
import { buttonClass } from "../../../ui/button-styles";
import { snowSquatchCopy } from "../content/home";
import { QUOTE_SECTION } from "./sections";
import { Snowfall } from "./Snowfall";

/** The hero: the promise, the two calls to action, three figures and the mascot in falling snow. */
export function SnowHero() {
  const t = useText();
  const { stats } = useCopy(snowSquatchCopy).hero;
  return (
    <section
      aria-labelledby="snow-hero-title"
      className="tone-steel relative isolate overflow-hidden bg-bg text-fg"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60%_50%_at_75%_10%,rgb(127_181_230/0.35),transparent_70%),radial-gradient(40%_40%_at_10%_90%,rgb(251_146_60/0.16),transparent_70%),linear-gradient(180deg,#071a2e,#0b2540_60%,#12314f)]"
      />
      <Snowfall />
      <div className="relative mx-auto box-content grid max-w-6xl items-end gap-10 px-4 pt-14 sm:px-6 md:grid-cols-[1.1fr_0.9fr] md:pt-20">
        <div className="pb-12 md:pb-24">
          <HeroIntro
            words="snowSquatch.hero"
            titleId="snow-hero-title"
            level={1}
            look={INTRO}
            mark={<span className="size-2 rounded-full bg-accent" aria-hidden="true" />}
          >
            <a href={`#${QUOTE_SECTION}`} className={buttonClass("primary", "lg")}>
              <Text id="snowSquatch.hero.primary" />
            </a>
            <a href="#pricing" className={buttonClass("secondary", "lg")}>
              <Text id="snowSquatch.hero.secondary" />
            </a>
          </HeroIntro>
          <StatList
            count={stats.length}
            item={(i) => `snowSquatch.hero.stats.${i}`}
            look={FIGURES}
          />
        </div>
        <div className="relative mx-auto w-full max-w-[15rem] sm:max-w-sm md:max-w-md">
          <img
            src={mascot}
            alt={t("snowSquatch.hero.mascotAlt")}
            width={420}
            height={460}
            className="relative block h-auto w-full drop-shadow-[0_30px_40px_rgb(0_0_0/0.35)]"
          />
        </div>
      </div>
      <svg
        aria-hidden="true"
        viewBox="0 0 1440 80"
        preserveAspectRatio="none"
        className="relative -mt-px block h-10 w-full fill-(--snow-ground) sm:h-16"
      >
        <path d="M0 48c120-26 240-34 360-20s220 40 360 30 260-52 400-46 220 30 320 22v46H0z" />
      </svg>
    </section>
  );
}

const FIGURES: StatLook = {
  list: "mt-10 grid max-w-lg grid-cols-3 gap-3",
  item: "flex flex-col rounded-card border border-line bg-surface/50 px-3 py-3 backdrop-blur-sm",
  label: "text-xs text-fg-muted sm:text-sm",
  value: "order-first font-display text-lg font-extrabold text-fg sm:text-xl",
};

const INTRO: IntroLook = {
  eyebrow:
    "inline-flex items-center gap-2 rounded-full border border-line bg-surface/60 px-3 py-1 text-sm font-semibold text-fg-muted",
  title:
    "mt-5 font-display text-5xl leading-[0.95] font-extrabold tracking-(--heading-tracking) text-balance sm:text-6xl lg:text-7xl",
  lead: "mt-6 max-w-xl text-lg text-fg-muted sm:text-xl",
  actions: "mt-8 flex flex-col gap-3 sm:flex-row",
};
