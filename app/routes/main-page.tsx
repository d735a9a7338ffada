import { use, useEffect } from "react";
import { useLocation } from "react-router";
import { isMainPage, sitePageOf, type MainPage } from "../lib/template-site";
import { ComingSoon } from "../studio/ComingSoon";
import { miningPageMeta } from "../templates/mining/meta";
import { MiningPage, preloadMiningPage, preloadMiningPageFor } from "../templates/mining/pages";
import { MainVariantContext } from "../templates/shared/MainVariant";

const pageOf = (pathname: string): MainPage => {
  const { page } = sitePageOf(pathname);
  return isMainPage(page) ? page : "about";
};

export const meta = ({ location }: { location: { pathname: string } }) =>
  miningPageMeta(pageOf(location.pathname), location.pathname);

// Fetch the page's code alongside this module on the first load.
if (typeof window !== "undefined") preloadMiningPageFor(window.location.pathname);

/**
 * /about … /contact: the mining page, or the construction one when the
 * effective theme is premium (a later part; "coming soon" until then).
 */
export default function MainPageRoute() {
  const page = pageOf(useLocation().pathname);
  const variant = use(MainVariantContext);
  // Ready for a theme switch from another tab while this page is open.
  useEffect(() => void preloadMiningPage(page).catch(() => {}), [page]);
  return variant === "mining" ? <MiningPage page={page} /> : <ComingSoon page={page} />;
}
