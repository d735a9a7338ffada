import { useLocation } from "react-router";
import { sitePageOf } from "../templates/manifest";
import { siteModule } from "../templates/site-modules";

const homeOf = (pathname: string) => sitePageOf(pathname).site?.homePage;

export function meta({ location }: { location: { pathname: string } }) {
  return homeOf(location.pathname)?.meta(location.pathname) ?? [];
}

// Fetch the home's code alongside this module on the first load.
if (typeof window !== "undefined") {
  const home = homeOf(window.location.pathname);
  if (home)
    siteModule(home.module)
      .preload()
      .catch(() => {});
}

/** /templates/<slug>: the template site's home page, inside its chrome (the layout route). */
export default function TemplateHomeRoute() {
  const home = homeOf(useLocation().pathname);
  if (!home) return null;
  const { Component } = siteModule(home.module);
  return <Component />;
}
