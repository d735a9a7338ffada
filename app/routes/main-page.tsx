import { use, useEffect } from "react";
import { useLocation } from "react-router";
import { isMainPage, type MainPage } from "../lib/template-site";
import { ComingSoon } from "../studio/ComingSoon";
import { sitePageOf } from "../templates/manifest";
import { MainVariantContext } from "../templates/main/MainVariant";
import { MAIN_VARIANT_SITES } from "../templates/main/variants";
import { siteModule } from "../templates/site-modules";

const mining = MAIN_VARIANT_SITES.mining;

const pageOf = (pathname: string): MainPage => {
  const { page } = sitePageOf(pathname);
  return isMainPage(page) ? page : "about";
};

const miningPage = (page: MainPage) => siteModule(mining.pageModule!(page));

export const meta = ({ location }: { location: { pathname: string } }) =>
  mining.pageMeta!(pageOf(location.pathname), location.pathname);

// Fetch the page's code alongside this module on the first load.
if (typeof window !== "undefined")
  miningPage(pageOf(window.location.pathname))
    .preload()
    .catch(() => {});

/**
 * /about … /contact: the mining page, or the construction one when the
 * effective theme is premium (a later part; "coming soon" until then).
 */
export default function MainPageRoute() {
  const page = pageOf(useLocation().pathname);
  const variant = use(MainVariantContext);
  // Ready for a theme switch from another tab while this page is open.
  useEffect(
    () =>
      void miningPage(page)
        .preload()
        .catch(() => {}),
    [page],
  );
  if (variant !== "mining") return <ComingSoon page={page} />;
  const { Component } = miningPage(page);
  return <Component />;
}
