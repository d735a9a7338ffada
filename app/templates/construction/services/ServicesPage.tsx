import hero from "../../../assets/construction/hero-services.svg?url";
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
      <SiteHero
        id="services-top"
        image={hero}
        texture={hero}
        eyebrow="constructionServices.hero.eyebrow"
        title="constructionServices.hero.title"
        text="constructionServices.hero.text"
      />
      <ServiceList />
      <WorkSteps />
      <IncludedSection />
      <ServicesCta />
    </ContentProvider>
  );
}
