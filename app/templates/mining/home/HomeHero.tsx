import contours from "../../../assets/mining/contours.svg?url";
import hero from "../../../assets/mining/hero-home.svg?url";
import { Text } from "../../../content/Text";
import { LocalizedLink } from "../../../i18n/LocalizedLink";
import { buttonClass } from "../../../ui/button-styles";
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
      eyebrow="miningHome.hero.eyebrow"
      title="miningHome.hero.title"
      text="miningHome.hero.text"
    >
      <div className="mt-9 flex flex-col gap-3 sm:flex-row">
        <LocalizedLink to={pathOf("contact")} className={buttonClass("primary", "lg")}>
          <Text id="miningHome.hero.primary" />
          <TemplateIcon name="arrowRight" className="size-4" />
        </LocalizedLink>
        <LocalizedLink to={pathOf("services")} className={buttonClass("secondary", "lg")}>
          <Text id="miningHome.hero.secondary" />
        </LocalizedLink>
      </div>
      <p className="mt-8 flex items-center gap-2 text-sm font-medium text-fg-muted">
        <TemplateIcon name="shieldCheck" className="size-4 shrink-0 text-accent-strong" />
        <Text id="miningHome.hero.proof" />
      </p>
    </SiteHero>
  );
}
