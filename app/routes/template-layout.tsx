import { Outlet, useLocation } from "react-router";
import { siteBase, sitePageOf } from "../lib/template-site";
import { miningSite, preloadMiningSiteFor } from "../templates/mining/site";
import { ConstructionSite } from "../templates/shared/ConstructionSite";
import { MainSites } from "../templates/shared/MainSites";
import { preloadable } from "../templates/shared/preloadable";

/** The barbershop's own chrome is a later part; its pages keep the studio's until then. */
const studioLayout = preloadable(() => import("./studio-layout"));

// Fetch the mining chrome alongside this module on the first load.
if (typeof window !== "undefined") preloadMiningSiteFor(window.location.pathname);

/**
 * Chrome of the main pages and the template sub-pages (SPEC §2.1, §2.5): the
 * mining site, the construction site, or, on the main pages, the one the
 * effective theme picks.
 */
export default function TemplateLayout() {
  const { pathname } = useLocation();
  const { site } = sitePageOf(pathname);
  if (site === "main") {
    return (
      <MainSites pathname={pathname}>
        <Outlet />
      </MainSites>
    );
  }
  if (site === "modern-mining") {
    return (
      <miningSite.Component pathname={pathname} linkBase={siteBase(site)}>
        <Outlet />
      </miningSite.Component>
    );
  }
  if (site === "cut-district") return <studioLayout.Component />;
  return (
    <ConstructionSite pathname={pathname} linkBase={siteBase(site)}>
      <Outlet />
    </ConstructionSite>
  );
}
