import { useLocation } from "react-router";
import { sitePageOf } from "../templates/manifest";
import { templateMeta } from "../templates/template-meta";
import { homeModuleOf, TemplateHome } from "../templates/TemplateHome";

export function meta({ location }: { location: { pathname: string } }) {
  const { site } = sitePageOf(location.pathname);
  return site ? templateMeta(site.slug, location.pathname) : [];
}

// Fetch the home's code alongside this module on the first load.
if (typeof window !== "undefined") {
  const { site } = sitePageOf(window.location.pathname);
  const load = site && homeModuleOf(site);
  if (load) load().catch(() => {});
}

/** /templates/<slug>: the template site's home, inside its layout route. */
export default function TemplateHomeRoute() {
  const { site } = sitePageOf(useLocation().pathname);
  return site ? <TemplateHome site={site} /> : null;
}
