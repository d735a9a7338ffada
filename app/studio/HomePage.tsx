import { lazy } from "react";
import { Sections } from "../content/Sections";
import { ContentProvider } from "../content/ContentProvider";
import { homeCopy } from "./content/home";
import { HeroSection } from "./home/HeroSection";
import { loadChunk } from "../lib/retry";

// Below the fold: prerendered in the HTML, their code loads as they hydrate, when
// they come near (Sections). A click that comes first is made again once it is there.
const PillarsSection = lazy(() =>
  loadChunk(() => import("./home/PillarsSection")).then((module) => ({
    default: module.PillarsSection,
  })),
);
const ServicesSection = lazy(() =>
  loadChunk(() => import("./home/ServicesSection")).then((module) => ({
    default: module.ServicesSection,
  })),
);
const ReadySection = lazy(() =>
  loadChunk(() => import("./home/ReadySection")).then((module) => ({
    default: module.ReadySection,
  })),
);

export function HomePage() {
  return (
    <ContentProvider namespace="home" copy={homeCopy}>
      <Sections page="home">
        <HeroSection key="hero" />
        <PillarsSection key="pillars" />
        <ServicesSection key="services" />
        <ReadySection key="ready" />
      </Sections>
    </ContentProvider>
  );
}
