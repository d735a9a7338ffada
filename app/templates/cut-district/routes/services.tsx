import ServicesPage from "../pages/services/ServicesPage";
import { cutDistrictMeta } from "../meta";
import { siteRouteMeta } from "../../site-route-meta";

export const meta = siteRouteMeta(cutDistrictMeta, "services");

export default ServicesPage;
