import ContactPage from "../contact/ContactPage";
import { miningPageMeta } from "../meta";
import { siteRouteMeta } from "../../site-route-meta";

export const meta = siteRouteMeta(miningPageMeta, "contact");

export default ContactPage;
