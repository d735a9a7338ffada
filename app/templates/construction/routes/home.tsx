import HomePage from "../home/HomePage";
import { constructionPageMeta } from "../meta";
import { siteRouteMeta } from "../../site-route-meta";

export const meta = siteRouteMeta(constructionPageMeta, "home");

export default HomePage;
