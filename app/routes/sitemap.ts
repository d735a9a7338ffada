import { INDEXABLE_PATHS } from "../lib/route-pages";
import { sitemapXml } from "../lib/sitemap";
import { siteOrigin } from "../site.config";

/** /sitemap.xml, prerendered: the studio's pages in both languages (lib/route-pages.ts). */
export function loader() {
  return new Response(sitemapXml(INDEXABLE_PATHS, siteOrigin), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
