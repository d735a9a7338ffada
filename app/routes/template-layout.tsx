import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { write } from "../lib/storage";
import { siteBase } from "../lib/template-site";
import { chromeOf, homeInChrome, sitePageOf } from "../templates/manifest";
import { siteModule } from "../templates/site-modules";
import { prefetchSitePagesOnIntent } from "../templates/page-prefetch";

// Links to the site's other pages fetch their code when the visitor points at them.
prefetchSitePagesOnIntent();

// The site's chrome starts loading alongside this module on the first load.
if (typeof window !== "undefined") {
  const { site, page } = sitePageOf(window.location.pathname);
  const chrome = site && chromeOf(site);
  if (chrome && (page || homeInChrome(site)))
    siteModule(chrome)
      .preload()
      .catch(() => {});
}

/**
 * The chrome of one template site around its home and sub-pages (the route
 * table gives each site one). The home's links lead to the main pages; the
 * sub-pages' links stay under /templates/<slug>.
 */
export default function TemplateLayout() {
  const { pathname } = useLocation();
  const { site, page } = sitePageOf(pathname);
  // Entering a site stores its context, and its theme when it has a look of its own (SPEC §4).
  useEffect(() => {
    if (!site) return;
    write("templateContext", site.context);
    if (site.theme) write("theme", site.theme);
    if (site.constructionContext) write("constructionContext", site.constructionContext);
  }, [site]);
  const chrome = site && chromeOf(site);
  if (!chrome || (!page && !homeInChrome(site))) return <Outlet />;
  const { Component: Chrome } = siteModule(chrome);
  return (
    <Chrome pathname={pathname} linkBase={page ? siteBase(site.slug) : ""}>
      <Outlet />
    </Chrome>
  );
}
