import PortfolioPage from "../pages/portfolio/PortfolioPage";
import { cutDistrictMeta } from "../meta";
import { siteRouteMeta } from "../../site-route-meta";

export const meta = siteRouteMeta(cutDistrictMeta, "portfolio");

export default PortfolioPage;
