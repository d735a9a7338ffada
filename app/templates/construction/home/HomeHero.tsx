import hero from "../../../assets/construction/hero-home.svg?url";
import { Text } from "../../../content/Text";
import { LocalizedLink } from "../../../i18n/LocalizedLink";
import { buttonClass } from "../../../ui/button-styles";
import { SiteHero } from "../../shared/SiteHero";
import { useSitePath } from "../../shared/SiteBase";
import { TemplateIcon } from "../../shared/TemplateIcon";
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
      <div className="mt-9 flex flex-col gap-3 sm:flex-row">
        <LocalizedLink to={pathOf("contact")} className={buttonClass("primary", "lg")}>
          <Text id="constructionHome.hero.primary" />
          <TemplateIcon name="arrowRight" className="size-4" />
        </LocalizedLink>
        <LocalizedLink to={pathOf("projects")} className={buttonClass("secondary", "lg")}>
          <Text id="constructionHome.hero.secondary" />
        </LocalizedLink>
      </div>
      <HeroStats />
    </SiteHero>
  );
}
