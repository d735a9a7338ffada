import contours from "../../../assets/mining/contours.svg?url";
import hero from "../../../assets/mining/hero-home.svg?url";
import { Text } from "../../../content/Text";
import { HeroActions } from "../../shared/HeroActions";
import { SiteHero } from "../../shared/SiteHero";
import { useSitePath } from "../../shared/SiteBase";
import { TemplateIcon } from "../../shared/TemplateIcon";

export function HomeHero() {
  const pathOf = useSitePath();
  return (
    <SiteHero
      texture={contours}
      id="home-hero"
      size="home"
      image={hero}
      wideArt
      eyebrow="miningHome.hero.eyebrow"
      title="miningHome.hero.title"
      text="miningHome.hero.text"
    >
      <HeroActions
        primary={{ to: pathOf("contact"), text: "miningHome.hero.primary" }}
        secondary={{ to: pathOf("services"), text: "miningHome.hero.secondary" }}
      />
      <p className="mt-8 flex items-center gap-2 text-sm font-medium text-fg-muted">
        <TemplateIcon name="shieldCheck" className="size-4 shrink-0 text-accent-strong" />
        <Text id="miningHome.hero.proof" />
      </p>
    </SiteHero>
  );
}
