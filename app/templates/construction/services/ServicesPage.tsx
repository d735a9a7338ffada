import hero from "../../../assets/construction/hero-services.svg?url";
import { SiteHero } from "../../shared/SiteHero";
import { SitePage } from "../../shared/SitePage";
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
    <SitePage
      namespace="constructionServices"
      copy={constructionServicesCopy}
      page="construction/services"
      Hero={SiteHero}
      hero={{ id: "services-top", image: hero, texture: hero }}
    >
      <ServiceList key="list" />
      <WorkSteps key="process" />
      <IncludedSection key="included" />
      <ServicesCta key="cta" />
    </SitePage>
  );
}
