import { useLocation } from "react-router";
import { chromeHomeOf, sitePageOf } from "../templates/manifest";
import { loadedMeta, siteMetaLoader } from "../templates/route-meta";
import { siteModule } from "../templates/site-modules";

const homeOf = (pathname: string) => {
  const { site } = sitePageOf(pathname);
  return site && chromeHomeOf(site);
};

export const loader = siteMetaLoader;
export const clientLoader = siteMetaLoader;
export const meta = loadedMeta;

// Fetch the home's code alongside this module on the first load.
if (typeof window !== "undefined") {
  const home = homeOf(window.location.pathname);
  if (home)
    siteModule(home)
      .preload()
      .catch(() => {});
}

/** /templates/<slug>: the template site's home page, inside its chrome (the layout route). */
export default function TemplateHomeRoute() {
  const home = homeOf(useLocation().pathname);
  if (!home) return null;
  const { Component } = siteModule(home);
  return <Component />;
}
