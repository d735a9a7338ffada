import contours from "../../../assets/mining/contours.svg?url";
import hero from "../../../assets/mining/hero-services.svg?url";
import { miningServicesCopy } from "../content/services";
import { SiteHero } from "../../shared/SiteHero";
import { SitePage } from "../../shared/SitePage";
import { ServicesList } from "./ServicesList";
import { lazyComponent } from "../../../ui/lazy-component";

// Below the first section: prerendered, their code loads once the page has hydrated.
const ProcessSection = lazyComponent(() => import("./ProcessSection"), "ProcessSection");
const WhySection = lazyComponent(() => import("./WhySection"), "WhySection");
const QuoteBlock = lazyComponent(() => import("./QuoteBlock"), "QuoteBlock");

/** Services: six services, the four-step process, four reasons and the quote block (SPEC §2.6). */
export default function ServicesPage() {
  return (
    <SitePage
      namespace="miningServices"
      copy={miningServicesCopy}
      page="mining/services"
      Hero={SiteHero}
      hero={{ id: "services-hero", image: hero, texture: contours, wideArt: true }}
    >
      <ServicesList key="list" />
      <ProcessSection key="process" />
      <WhySection key="why" />
      <QuoteBlock key="quote" />
    </SitePage>
  );
}
