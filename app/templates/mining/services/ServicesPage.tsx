import contours from "../../../assets/mining/contours.svg?url";
import hero from "../../../assets/mining/hero-services.svg?url";
import { Sections } from "../../../content/Sections";
import { ContentProvider } from "../../../content/ContentProvider";
import { miningServicesCopy } from "../content/services";
import { SiteHero } from "../../shared/SiteHero";
import { ProcessSection } from "./ProcessSection";
import { QuoteBlock } from "./QuoteBlock";
import { ServicesList } from "./ServicesList";
import { WhySection } from "./WhySection";

/** Services: six services, the four-step process, four reasons and the quote block (SPEC §2.6). */
export default function ServicesPage() {
  return (
    <ContentProvider namespace="miningServices" copy={miningServicesCopy}>
      <Sections page="mining/services">
        <SiteHero
          key="hero"
          texture={contours}
          id="services-hero"
          image={hero}
          eyebrow="miningServices.hero.eyebrow"
          title="miningServices.hero.title"
          text="miningServices.hero.text"
        />
        <ServicesList key="list" />
        <ProcessSection key="process" />
        <WhySection key="why" />
        <QuoteBlock key="quote" />
      </Sections>
    </ContentProvider>
  );
}
