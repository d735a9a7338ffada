import { lazy, Suspense } from "react";
import { metaFor } from "../content/meta";
import { portfolioCopy } from "../studio/content/portfolio";
import { PortfolioPage } from "../studio/PortfolioPage";
import { loadChunk } from "../lib/retry";

export const meta = metaFor("portfolio", portfolioCopy);

// Below the hero: prerendered in the HTML, its code (the template manifest and cards) loads after the first paint.
const PortfolioGrid = lazy(() =>
  loadChunk(() => import("../gallery/portfolio/PortfolioGrid")).then((module) => ({
    default: module.PortfolioGrid,
  })),
);

export default function Portfolio() {
  return (
    <PortfolioPage
      grid={
        <Suspense>
          <PortfolioGrid />
        </Suspense>
      }
    />
  );
}
