import CutDistrictHome from "../home/CutDistrictHome";
import { cutDistrictMeta } from "../meta";
import { siteRouteMeta } from "../../site-route-meta";

export const meta = siteRouteMeta(cutDistrictMeta, "home");

export default CutDistrictHome;
