import ServicesPage from "../services/ServicesPage";
import { miningPageMeta } from "../meta";
import { siteRouteMeta } from "../../site-route-meta";

export const meta = siteRouteMeta(miningPageMeta, "services");

export default ServicesPage;
