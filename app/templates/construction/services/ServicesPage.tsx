import hero from "../../../assets/construction/hero-services.svg?url";
import { Sections } from "../../../content/Sections";
import { ContentProvider } from "../../../content/ContentProvider";
import { SiteHero } from "../../shared/SiteHero";
import { constructionServicesCopy } from "../content/services";
import { IncludedSection } from "./IncludedSection";
import { ServiceList } from "./ServiceList";
import { ServicesCta } from "./ServicesCta";
import { WorkSteps } from "./WorkSteps";

/**
 * The construction Services page: six services with their features, the
 * four-step way of working, what every contract includes, and a call to
 * action to /contact.
 */
export default function ServicesPage() {
  return (
    <ContentProvider namespace="constructionServices" copy={constructionServicesCopy}>
      <Sections page="construction/services">
        <SiteHero
          key="hero"
          id="services-top"
          image={hero}
          texture={hero}
          eyebrow="constructionServices.hero.eyebrow"
          title="constructionServices.hero.title"
          text="constructionServices.hero.text"
        />
        <ServiceList key="list" />
        <WorkSteps key="process" />
        <IncludedSection key="included" />
        <ServicesCta key="cta" />
      </Sections>
    </ContentProvider>
  );
}
