import { useEffect, type ComponentType } from "react";
import { Outlet, useLocation } from "react-router";
import { write } from "../../lib/storage";
import { siteBase } from "../../lib/template-site";
import { homeInChrome, sitePageOf } from "../manifest";
import type { SiteChromeProps } from "../template-site";

/**
 * What a template site's layout route renders (its `routes/layout.tsx`):
 * entering the site stores its context, and its theme when it has a look of
 * its own (SPEC §4); its `chrome`, when it has one, goes around its sub-pages
 * and an in-chrome home. The home's links lead to the main pages; the
 * sub-pages' links stay under /templates/<slug>.
 */
export function SiteLayout({ chrome: Chrome }: { chrome?: ComponentType<SiteChromeProps> }) {
  const { pathname } = useLocation();
  const { site, page } = sitePageOf(pathname);
  useEffect(() => {
    if (!site) return;
    write("templateContext", site.context);
    if (site.theme) write("theme", site.theme);
    if (site.constructionContext) write("constructionContext", site.constructionContext);
  }, [site]);
  if (!Chrome || !site || (!page && !homeInChrome(site))) return <Outlet />;
  return (
    <Chrome pathname={pathname} linkBase={page ? siteBase(site.slug) : ""}>
      <Outlet />
    </Chrome>
  );
}
