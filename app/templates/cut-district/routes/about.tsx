import AboutPage from "../pages/about/AboutPage";
import { cutDistrictMeta } from "../meta";
import { siteRouteMeta } from "../../site-route-meta";

export const meta = siteRouteMeta(cutDistrictMeta, "about");

export default AboutPage;
