import { useLocation } from "react-router";
import { pageModuleOf, sitePageOf } from "../templates/manifest";
import { loadedMeta, siteMetaLoader } from "../templates/route-meta";
import { siteModule } from "../templates/site-modules";

const moduleOf = (pathname: string) => {
  const { site, page } = sitePageOf(pathname);
  return site && pageModuleOf(site, page);
};

export const loader = siteMetaLoader;
export const clientLoader = siteMetaLoader;
export const meta = loadedMeta;

// Fetch the page's code alongside this module on the first load.
if (typeof window !== "undefined") {
  const load = moduleOf(window.location.pathname);
  if (load)
    siteModule(load)
      .preload()
      .catch(() => {});
}

/** /templates/<slug>/<page>: the page the template site's record names for it. */
export default function TemplatePageRoute() {
  const load = moduleOf(useLocation().pathname);
  if (!load) return null;
  const { Component } = siteModule(load);
  return <Component />;
}
