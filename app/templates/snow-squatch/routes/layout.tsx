import "../fonts.css";
import { SiteLayout } from "../../shared/SiteLayout";

/** The one page of the site, which draws its own header and footer. */
export default function SnowSquatchLayout() {
  return <SiteLayout />;
}
