import { useLocation } from "react-router";
import { sitePageOf } from "../templates/manifest";
import { templateMeta } from "../templates/template-meta";
import { TemplateHome } from "../templates/TemplateHome";

export function meta({ location }: { location: { pathname: string } }) {
  const { site } = sitePageOf(location.pathname);
  if (!site) return [];
  return site.homeMeta?.(location.pathname) ?? templateMeta(site.slug, location.pathname);
}

// Fetch the view's code alongside this module on the first load.
if (typeof window !== "undefined") {
  sitePageOf(window.location.pathname)
    .site?.home?.()
    .catch(() => {});
}

/** /templates/<slug> of a site that draws its home whole, in its layout route. */
export default function TemplateViewRoute() {
  const { site } = sitePageOf(useLocation().pathname);
  return site ? <TemplateHome site={site} /> : null;
}
