import { useLocation } from "react-router";
import { sitePageOf } from "../templates/manifest";
import { loadedMeta, siteMetaLoader, type MetaData } from "../templates/route-meta";
import { TemplateHome } from "../templates/TemplateHome";

/**
 * The view's own title and description when its site has a meta module, else its gallery
 * card's. The gallery's records load only then (the build, a visit within the app), not
 * with the page: its first load carries no other template's cards.
 */
async function viewMeta(args: { request: Request }): Promise<MetaData> {
  const own = await siteMetaLoader(args);
  if (own.meta.length > 0) return own;
  const { pathname } = new URL(args.request.url);
  const { site } = sitePageOf(pathname);
  if (!site) return { meta: [] };
  const { templateMeta } = await import("../templates/template-meta");
  return { meta: templateMeta(site.slug, pathname) };
}

export const loader = viewMeta;
export const clientLoader = viewMeta;
export const meta = loadedMeta;

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
