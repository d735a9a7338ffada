import "../fonts.css";
import { SiteLayout } from "../../shared/SiteLayout";
import ConstructionSite from "../ConstructionSite";

/** The construction site's pages, in its chrome, in the look its address names. */
export default function ConstructionLayout() {
  return <SiteLayout chrome={ConstructionSite} />;
}
