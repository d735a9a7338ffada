import NewsPage from "../news/NewsPage";
import { miningPageMeta } from "../meta";
import { siteRouteMeta } from "../../site-route-meta";

export const meta = siteRouteMeta(miningPageMeta, "news");

export default NewsPage;
