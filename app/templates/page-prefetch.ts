import { isMainPage } from "../lib/template-site";
import { MAIN_VARIANT_SITES } from "./main/variants";
import { sitePageOf } from "./manifest";

/**
 * Starts downloading the code of a template site's page (its home, a sub-page,
 * or a main page, which borrows the mining site's pages). Unknown paths: nothing.
 */
export function prefetchSitePage(pathname: string) {
  const { site, page } = sitePageOf(pathname);
  const load = site
    ? page
      ? site.pages.includes(page)
        ? site.pageModule?.(page)
        : undefined
      : site.home
    : isMainPage(page)
      ? MAIN_VARIANT_SITES.mining.pageModule?.(page)
      : undefined;
  load?.().catch(() => {});
}
