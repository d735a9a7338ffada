import type { ReactNode } from "react";
import { ContentProvider } from "../content/ContentProvider";
import { portfolioCopy } from "./content/portfolio";
import { PageHero } from "./PageHero";
import { PortfolioGalleryCallout } from "./portfolio/PortfolioGalleryCallout";
import { QuoteCallout } from "./QuoteCallout";

/** The portfolio page; `grid` is the templates' cards, which the route brings from the gallery. */
export function PortfolioPage({ grid }: { grid: ReactNode }) {
  return (
    <ContentProvider namespace="portfolio" copy={portfolioCopy}>
      <PageHero
        eyebrow="portfolio.hero.eyebrow"
        title="portfolio.hero.title"
        text="portfolio.hero.text"
      />
      {grid}
      <PortfolioGalleryCallout />
      <QuoteCallout
        title="portfolio.cta.title"
        text="portfolio.cta.text"
        button="portfolio.cta.button"
      />
    </ContentProvider>
  );
}
