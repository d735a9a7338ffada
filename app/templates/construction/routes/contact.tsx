import ContactPage from "../contact/ContactPage";
import { constructionPageMeta } from "../meta";
import { siteRouteMeta } from "../../site-route-meta";

export const meta = siteRouteMeta(constructionPageMeta, "contact");

export default ContactPage;
