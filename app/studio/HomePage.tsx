import { lazy, Suspense } from "react";
import { Sections } from "../content/Sections";
import { ContentProvider } from "../content/ContentProvider";
import { homeCopy } from "./content/home";
import { HeroSection } from "./home/HeroSection";
import { PillarsSection } from "./home/PillarsSection";
// Interactive (it opens the quote): in the first load, so an early click is never lost.
import { ReadySection } from "./home/ReadySection";
import { loadChunk } from "../lib/retry";

// Below the fold: prerendered in the HTML, their code loads after the first paint.
const ServicesSection = lazy(() =>
  loadChunk(() => import("./home/ServicesSection")).then((module) => ({
    default: module.ServicesSection,
  })),
);

export function HomePage() {
  return (
    <ContentProvider namespace="home" copy={homeCopy}>
      <Sections page="home">
        <HeroSection key="hero" />
        <PillarsSection key="pillars" />
        <Suspense key="services">
          <ServicesSection />
        </Suspense>
        <ReadySection key="ready" />
      </Sections>
    </ContentProvider>
  );
}
