import { HeroIntro, type IntroLook } from "../../../ui/HeroIntro";
import robot from "../../../assets/robot/robot.svg?url";
import { Text } from "../../../content/Text";
import { useText } from "../../../content/useText";
import { buttonClass } from "../../../ui/button-styles";

/** The hero: the promise, two anchors and the robot on its dock. */
export function RobotHero() {
  const t = useText();
  return (
    <section aria-labelledby="robot-hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50%_60%_at_80%_30%,rgb(124_58_237/0.35),transparent_70%),radial-gradient(40%_50%_at_10%_80%,rgb(34_211_238/0.14),transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(rgb(165_243_252/0.06)_1px,transparent_1px),linear-gradient(90deg,rgb(165_243_252/0.06)_1px,transparent_1px)] bg-size-[48px_48px] mask-[linear-gradient(180deg,#000_40%,transparent)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-[1.1fr_0.9fr] md:py-24">
        <div>
          <HeroIntro
            words="robotTemplate.hero"
            titleId="robot-hero-title"
            level={1}
            look={INTRO}
            mark={
              <span className="size-1.5 animate-pulse rounded-full bg-accent motion-reduce:animate-none" />
            }
          >
            <a href="#features" className={buttonClass("primary", "lg")}>
              <Text id="robotTemplate.hero.primary" />
            </a>
            <a href="#contact" className={buttonClass("secondary", "lg")}>
              <Text id="robotTemplate.hero.secondary" />
            </a>
          </HeroIntro>
        </div>
        <div className="relative mx-auto w-full max-w-xs sm:max-w-md">
          <span className="absolute top-2 right-2 z-10 rounded-md border border-accent/40 bg-bg/80 px-2 py-1 font-mono text-xs tracking-widest text-accent uppercase">
            <Text id="robotTemplate.hero.badge" />
          </span>
          <img
            src={robot}
            alt={t("robotTemplate.hero.illustrationAlt")}
            width={480}
            height={440}
            className="block h-auto w-full"
          />
        </div>
      </div>
    </section>
  );
}

const INTRO: IntroLook = {
  eyebrow:
    "inline-flex items-center gap-2 rounded-full border border-line bg-surface/70 px-3 py-1 font-mono text-xs tracking-wider text-accent uppercase",
  title:
    "mt-6 font-display text-4xl leading-[1.02] font-bold tracking-(--heading-tracking) text-balance sm:text-6xl",
  lead: "mt-6 max-w-xl text-lg text-fg-muted",
  actions: "mt-9 flex flex-col gap-3 sm:flex-row",
};
