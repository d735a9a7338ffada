import hero from "../../../assets/construction/hero-services.svg?url";
import { SiteHero } from "../../shared/SiteHero";
import { SitePage } from "../../shared/SitePage";
import { constructionServicesCopy } from "../content/services";
import { ServiceList } from "./ServiceList";
import { lazyComponent } from "../../../ui/lazy-component";

// Below the first section: prerendered, their code loads once the page has hydrated.
const WorkSteps = lazyComponent(() => import("./WorkSteps"), "WorkSteps");
const IncludedSection = lazyComponent(() => import("./IncludedSection"), "IncludedSection");
const ContactCta = lazyComponent(() => import("../ui/ContactCta"), "ContactCta");

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
      <ContactCta key="cta" id="services-cta" words="constructionServices.cta" call />
    </SitePage>
  );
}
