import ServicesPage from "../services/ServicesPage";
import { constructionPageMeta } from "../meta";
import { siteRouteMeta } from "../../site-route-meta";

export const meta = siteRouteMeta(constructionPageMeta, "services");

export default ServicesPage;
