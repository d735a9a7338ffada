import "../fonts.css";
import { SiteLayout } from "../../shared/SiteLayout";
import MiningSite from "../MiningSite";

/** The mining site's pages, in its chrome. */
export default function MiningLayout() {
  return <SiteLayout chrome={MiningSite} />;
}
