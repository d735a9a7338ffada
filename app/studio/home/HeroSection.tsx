import { HeroIntro, type IntroLook } from "../../ui/HeroIntro";
import { Icon } from "../../ui/Icon";
import { Text } from "../../content/Text";
import { useText } from "../../content/useText";
import { LocalizedLink } from "../../i18n/LocalizedLink";
import { QuoteButton } from "../../quote/QuoteButton";
import { buttonClass } from "../../ui/button-styles";
import { LazyPart } from "../../ui/LazyPart";
import { lazyComponent } from "../../ui/lazy-component";
import { NorthernScene } from "./NorthernScene";

// The pictures of two templates: prerendered with the page, their code (the pictures' list)
// loads after the page's, so the home's first load carries none of it.
const DeviceShowcase = lazyComponent(() => import("./DeviceShowcase"), "DeviceShowcase");

export function HeroSection() {
  const t = useText();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[min(52rem,100svh)] items-center overflow-hidden pt-24 pb-40 sm:pb-48"
    >
      <div className="absolute inset-0 -z-10">
        <NorthernScene label={t("home.hero.artLabel")} />
        <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_30%_40%,rgb(7_13_25/0.7),transparent_65%)]" />
      </div>
      <div className="relative mx-auto w-full max-w-6xl px-4 sm:px-6">
        <LazyPart>
          <DeviceShowcase />
        </LazyPart>
        <div className="relative max-w-3xl lg:max-w-[31rem] xl:max-w-[33rem]">
          <HeroIntro
            words="home.hero"
            lead="tagline"
            titleId="hero-title"
            level={1}
            look={INTRO}
            mark={<span className="size-2 rounded-full bg-aurora-a" aria-hidden="true" />}
          >
            <QuoteButton className={buttonClass("primary", "lg")}>
              <Text id="home.hero.getStarted" />
              <Icon name="arrowRight" className="size-4" />
            </QuoteButton>
            <LocalizedLink to="/templates" className={buttonClass("secondary", "lg")}>
              <Text id="home.hero.viewProjects" />
            </LocalizedLink>
          </HeroIntro>
          <p className="mt-8 text-sm font-medium text-fg-muted">
            <Text id="home.hero.proof" />
          </p>
        </div>
      </div>
    </section>
  );
}

const INTRO: IntroLook = {
  eyebrow:
    "inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3.5 py-1.5 text-sm font-medium text-fg backdrop-blur",
  title: "mt-6 text-[2.6rem] font-extrabold text-fg sm:text-6xl lg:text-[4.1rem]",
  lead: "mt-6 max-w-2xl text-lg text-fg/85 sm:text-xl",
  actions: "mt-9 flex flex-col gap-3 sm:flex-row",
};
