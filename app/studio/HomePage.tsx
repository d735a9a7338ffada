import { lazy, Suspense } from "react";
import { ContentProvider } from "../content/ContentProvider";
import { homeCopy } from "./content/home";
import { HeroSection } from "./home/HeroSection";
import { PillarsSection } from "./home/PillarsSection";

// Below the fold: prerendered in the HTML, their code loads after the first paint.
const ServicesSection = lazy(() =>
  import("./home/ServicesSection").then((module) => ({ default: module.ServicesSection })),
);
const ReadySection = lazy(() =>
  import("./home/ReadySection").then((module) => ({ default: module.ReadySection })),
);

export function HomePage() {
  return (
    <ContentProvider namespace="home" copy={homeCopy}>
      <HeroSection />
      <PillarsSection />
      <Suspense>
        <ServicesSection />
        <ReadySection />
      </Suspense>
    </ContentProvider>
  );
}
