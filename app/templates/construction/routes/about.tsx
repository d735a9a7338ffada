import AboutPage from "../about/AboutPage";
import { constructionPageMeta } from "../meta";
import { siteRouteMeta } from "../../site-route-meta";

export const meta = siteRouteMeta(constructionPageMeta, "about");

export default AboutPage;
