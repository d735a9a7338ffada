import ContactPage from "../pages/contact/ContactPage";
import { cutDistrictMeta } from "../meta";
import { siteRouteMeta } from "../../site-route-meta";

export const meta = siteRouteMeta(cutDistrictMeta, "contact");

export default ContactPage;
