import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { write } from "../lib/storage";
import { siteBase } from "../lib/template-site";
import { sitePageOf } from "../templates/manifest";
import { siteModule } from "../templates/site-modules";
import { prefetchSitePagesOnIntent } from "../templates/page-prefetch";

// Links to the site's other pages fetch their code when the visitor points at them.
prefetchSitePagesOnIntent();

// The site's chrome starts loading alongside this module on the first load.
if (typeof window !== "undefined") {
  const { site } = sitePageOf(window.location.pathname);
  if (site?.chrome)
    siteModule(site.chrome)
      .preload()
      .catch(() => {});
}

/** The chrome of one template site around its sub-pages (the route table gives each site one). */
export default function TemplateLayout() {
  const { pathname } = useLocation();
  const { site } = sitePageOf(pathname);
  // Entering a site stores its context, and its theme when it has a look of its own (SPEC §4).
  useEffect(() => {
    if (!site) return;
    write("templateContext", site.context);
    if (site.theme) write("theme", site.theme);
  }, [site]);
  if (!site?.chrome) return <Outlet />;
  const { Component: Chrome } = siteModule(site.chrome);
  return (
    <Chrome pathname={pathname} linkBase={siteBase(site.slug)}>
      <Outlet />
    </Chrome>
  );
}
