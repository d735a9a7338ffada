import { Outlet, useLocation } from "react-router";
import { MainSites, storedVariant } from "../templates/main/MainSites";
import { MAIN_VARIANT_SITES } from "../templates/main/variants";
import { siteModule } from "../templates/site-modules";
import { prefetchSitePagesOnIntent } from "../templates/page-prefetch";

// Links to the site's other pages fetch their code when the visitor points at them.
prefetchSitePagesOnIntent();

// The chrome of the variant the visitor will see starts loading with this module.
if (typeof window !== "undefined")
  siteModule(MAIN_VARIANT_SITES[storedVariant()].chrome!)
    .preload()
    .catch(() => {});

/** Chrome of the main pages (/about … /contact): the site the effective theme picks (SPEC §2.1, §2.5). */
export default function MainLayout() {
  return (
    <MainSites pathname={useLocation().pathname}>
      <Outlet />
    </MainSites>
  );
}
