import { Outlet, useLocation } from "react-router";
// The two sites these pages may show: their faces, in <head> before the first paint.
import "../templates/mining/fonts.css";
import "../templates/construction/fonts.css";
import { MainSites, storedVariant } from "../templates/main/MainSites";
import { VARIANT_CHROME } from "../templates/main/variants";

// The chrome of the variant the visitor will see starts loading with this module.
if (typeof window !== "undefined") VARIANT_CHROME[storedVariant()].preload();

/** Chrome of the main pages (/about … /contact): the site the effective theme picks (SPEC §2.1, §2.5). */
export default function MainLayout() {
  return (
    <MainSites pathname={useLocation().pathname}>
      <Outlet />
    </MainSites>
  );
}
