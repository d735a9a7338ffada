import { ContentProvider } from "../content/ContentProvider";
import { homeCopy } from "./content/home";
import { HeroSection } from "./home/HeroSection";
import { PillarsSection } from "./home/PillarsSection";
import { ReadySection } from "./home/ReadySection";
import { ServicesSection } from "./home/ServicesSection";

export function HomePage() {
  return (
    <ContentProvider namespace="home" copy={homeCopy}>
      <HeroSection />
      <PillarsSection />
      <ServicesSection />
      <ReadySection />
    </ContentProvider>
  );
}
