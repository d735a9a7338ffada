import { Fragment, type ReactNode } from "react";
import { Sections } from "../content/Sections";
import { ContentProvider } from "../content/ContentProvider";
import { portfolioCopy } from "./content/portfolio";
import { PageHero } from "./PageHero";
import { PortfolioGalleryCallout } from "./portfolio/PortfolioGalleryCallout";
import { QuoteCallout } from "./QuoteCallout";

/** The portfolio page; `grid` is the templates' cards, which the route brings from the gallery. */
export function PortfolioPage({ grid }: { grid: ReactNode }) {
  return (
    <ContentProvider namespace="portfolio" copy={portfolioCopy}>
      <Sections page="portfolio">
        <PageHero
          key="hero"
          eyebrow="portfolio.hero.eyebrow"
          title="portfolio.hero.title"
          text="portfolio.hero.text"
        />
        <Fragment key="grid">{grid}</Fragment>
        <PortfolioGalleryCallout key="gallery" />
        <QuoteCallout
          key="cta"
          title="portfolio.cta.title"
          text="portfolio.cta.text"
          button="portfolio.cta.button"
        />
      </Sections>
    </ContentProvider>
  );
}
