import "../fonts.css";
import { SiteLayout } from "../../shared/SiteLayout";
import CutDistrictChrome from "../pages/CutDistrictChrome";

/** The barbershop's sub-pages in their chrome; its one-page home draws its own. */
export default function CutDistrictLayout() {
  return <SiteLayout chrome={CutDistrictChrome} />;
}
