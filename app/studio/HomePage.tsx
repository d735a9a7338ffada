import { Sections } from "../content/Sections";
import { ContentProvider } from "../content/ContentProvider";
import { homeCopy } from "./content/home";
import { HeroSection } from "./home/HeroSection";
import { lazyComponent } from "../ui/lazy-component";

// Below the fold: prerendered in the HTML, their code loads after the page's (Sections, LazyPart).
const PillarsSection = lazyComponent(() => import("./home/PillarsSection"), "PillarsSection");
const ServicesSection = lazyComponent(() => import("./home/ServicesSection"), "ServicesSection");
const WorkSection = lazyComponent(() => import("./home/WorkSection"), "WorkSection");
const ReadySection = lazyComponent(() => import("./home/ReadySection"), "ReadySection");

export function HomePage() {
  return (
    <ContentProvider namespace="home" copy={homeCopy}>
      <Sections page="home">
        <HeroSection key="hero" />
        <PillarsSection key="pillars" />
        <ServicesSection key="services" />
        <WorkSection key="work" />
        <ReadySection key="ready" />
      </Sections>
    </ContentProvider>
  );
}
