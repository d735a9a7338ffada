import { metaFor } from "../content/meta";
import { portfolioCopy } from "../studio/content/portfolio";
import { PortfolioPage } from "../studio/PortfolioPage";

export const meta = metaFor(portfolioCopy);

export default PortfolioPage;
