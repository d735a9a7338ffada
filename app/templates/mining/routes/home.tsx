import HomePage from "../home/HomePage";
import { miningPageMeta } from "../meta";
import { siteRouteMeta } from "../../site-route-meta";

export const meta = siteRouteMeta(miningPageMeta, "home");

export default HomePage;
