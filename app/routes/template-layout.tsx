import { Outlet, useLocation } from "react-router";
import { siteBase } from "../lib/template-site";
import { sitePageOf } from "../templates/manifest";
import { siteModule } from "../templates/site-modules";

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
  if (!site?.chrome) return <Outlet />;
  const { Component: Chrome } = siteModule(site.chrome);
  return (
    <Chrome pathname={pathname} linkBase={siteBase(site.slug)}>
      <Outlet />
    </Chrome>
  );
}
