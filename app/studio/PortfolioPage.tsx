import { ContentProvider } from "../content/ContentProvider";
import { portfolioCopy } from "./content/portfolio";
import { PageHero } from "./PageHero";
import { PortfolioGalleryCallout } from "./portfolio/PortfolioGalleryCallout";
import { PortfolioGrid } from "./portfolio/PortfolioGrid";
import { QuoteCallout } from "./QuoteCallout";

export function PortfolioPage() {
  return (
    <ContentProvider namespace="portfolio" copy={portfolioCopy}>
      <PageHero
        eyebrow="portfolio.hero.eyebrow"
        title="portfolio.hero.title"
        text="portfolio.hero.text"
      />
      <PortfolioGrid />
      <PortfolioGalleryCallout />
      <QuoteCallout
        title="portfolio.cta.title"
        text="portfolio.cta.text"
        button="portfolio.cta.button"
      />
    </ContentProvider>
  );
}
