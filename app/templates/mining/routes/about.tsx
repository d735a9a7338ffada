import AboutPage from "../about/AboutPage";
import { miningPageMeta } from "../meta";
import { siteRouteMeta } from "../../site-route-meta";

export const meta = siteRouteMeta(miningPageMeta, "about");

export default AboutPage;
