import { useLocation } from "react-router";
import { localeFromPath } from "../lib/locale-path";
import { homeViewModule, sitePageOf } from "../templates/manifest";
import { loadedMeta, siteMetaLoader, type MetaData } from "../templates/route-meta";
import { TemplateHome } from "../templates/TemplateHome";

/**
 * The view's own title and description when its site has a meta module, else its gallery
 * card's. Its card loads only then (the build, a visit within the app), not with the page,
 * and no other template's card loads at all.
 */
async function viewMeta(args: { request: Request }): Promise<MetaData> {
  const own = await siteMetaLoader(args);
  if (own.meta.length > 0) return own;
  const { pathname } = new URL(args.request.url);
  const { site } = sitePageOf(pathname);
  if (!site) return { meta: [] };
  const [{ templateData }, { loadTemplate }, { templateMeta }] = await Promise.all([
    import("../templates/template-data"),
    import("../templates/load-template"),
    import("../templates/template-meta"),
  ]);
  const data = templateData.find((entry) => entry.slug === site.slug);
  const record = data && (await loadTemplate(data))[localeFromPath(pathname)];
  return { meta: templateMeta(record, pathname) };
}

export const loader = viewMeta;
export const clientLoader = viewMeta;
export const meta = loadedMeta;

// Fetch the view's code alongside this module on the first load.
if (typeof window !== "undefined") {
  const { site } = sitePageOf(window.location.pathname);
  if (site) homeViewModule(site)?.().catch(() => {});
}

/** /templates/<slug> of a site that draws its home whole, in its layout route. */
export default function TemplateViewRoute() {
  const { site } = sitePageOf(useLocation().pathname);
  return site ? <TemplateHome site={site} /> : null;
}
