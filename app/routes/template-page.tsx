import { useLocation } from "react-router";
import { isMainPage, sitePageOf } from "../lib/template-site";
import { ComingSoon } from "../studio/ComingSoon";
import { comingSoonMeta } from "../studio/coming-soon-meta";
import { miningPageMeta } from "../templates/mining/meta";
import { MiningPage, preloadMiningPageFor } from "../templates/mining/pages";

export function meta({ location }: { location: { pathname: string } }) {
  const { site, page } = sitePageOf(location.pathname);
  if (site === "modern-mining" && isMainPage(page)) return miningPageMeta(page, location.pathname);
  return comingSoonMeta("templatePage")({ location });
}

if (typeof window !== "undefined") preloadMiningPageFor(window.location.pathname);

/**
 * /templates/<template>/<page>: the mining pages for modern-mining; the other
 * templates' pages are later parts and say so.
 */
export default function TemplatePageRoute() {
  const { site, page } = sitePageOf(useLocation().pathname);
  if (site === "modern-mining" && isMainPage(page)) return <MiningPage page={page} />;
  return <ComingSoon page="templatePage" />;
}
