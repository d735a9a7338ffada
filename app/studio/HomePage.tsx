import { lazy, Suspense } from "react";
import { ContentProvider } from "../content/ContentProvider";
import { homeCopy } from "./content/home";
import { HeroSection } from "./home/HeroSection";
import { PillarsSection } from "./home/PillarsSection";
// Interactive (it opens the quote): in the first load, so an early click is never lost.
import { ReadySection } from "./home/ReadySection";

// Below the fold: prerendered in the HTML, their code loads after the first paint.
const ServicesSection = lazy(() =>
  import("./home/ServicesSection").then((module) => ({ default: module.ServicesSection })),
);

export function HomePage() {
  return (
    <ContentProvider namespace="home" copy={homeCopy}>
      <HeroSection />
      <PillarsSection />
      <Suspense>
        <ServicesSection />
      </Suspense>
      <ReadySection />
    </ContentProvider>
  );
}
