import { metaFor } from "../content/meta";
import { PortfolioGrid } from "../gallery/portfolio/PortfolioGrid";
import { portfolioCopy } from "../studio/content/portfolio";
import { PortfolioPage } from "../studio/PortfolioPage";

export const meta = metaFor(portfolioCopy);

export default function Portfolio() {
  return <PortfolioPage grid={<PortfolioGrid />} />;
}
