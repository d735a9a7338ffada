import { isMainPage } from "../lib/template-site";
import { registerPrefetcher } from "../ui/prefetch";
import { MAIN_VARIANT_SITES } from "./main/variants";
import { homeViewModule, pageModuleOf, sitePageOf } from "./manifest";

/**
 * Starts downloading the code of a template site's page (its home, a sub-page,
 * or a main page, which borrows the mining site's pages). Unknown paths: nothing.
 */
function prefetchSitePage(pathname: string) {
  const { site, page } = sitePageOf(pathname);
  const load = site
    ? page
      ? pageModuleOf(site, page)
      : homeViewModule(site)
    : isMainPage(page)
      ? MAIN_VARIANT_SITES.mining.pageModule(page)
      : undefined;
  load?.().catch(() => {});
}

/** From now on, links to a template site's pages fetch their code on intent (once per page load). */
export function prefetchSitePagesOnIntent() {
  if (typeof window !== "undefined") registerPrefetcher(prefetchSitePage);
}
