import NewsPage from "../news/NewsPage";
import { constructionPageMeta } from "../meta";
import { siteRouteMeta } from "../../site-route-meta";

export const meta = siteRouteMeta(constructionPageMeta, "news");

export default NewsPage;
