import hero from "../../../assets/construction/hero-home.svg?url";
import { HeroActions } from "../../shared/HeroActions";
import { SiteHero } from "../../shared/SiteHero";
import { useSitePath } from "../../shared/SiteBase";
import { HeroStats } from "./HeroStats";

/** SPEC §2.7: the hero, "Get Free Quote" to /contact, "View Our Work" to /projects, and SPEC §9's figures. */
export function HomeHero() {
  const pathOf = useSitePath();
  return (
    <SiteHero
      texture={hero}
      id="home-hero"
      size="home"
      image={hero}
      eyebrow="constructionHome.hero.eyebrow"
      title="constructionHome.hero.title"
      text="constructionHome.hero.text"
    >
      <HeroActions
        primary={{ to: pathOf("contact"), text: "constructionHome.hero.primary" }}
        secondary={{ to: pathOf("projects"), text: "constructionHome.hero.secondary" }}
      />
      <HeroStats />
    </SiteHero>
  );
}
