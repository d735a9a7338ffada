import { galleryCopy } from "../gallery/content/gallery";
import { templateEntryCopy } from "../templates/content/entry";
import { localeFromPath, localizePath } from "../lib/locale-path";
import { pageMeta } from "../lib/page-meta";
import { site, siteOrigin } from "../site.config";
import { lookupTemplate, type TemplateRecord } from "../templates/registry";
import { FALLBACK_SLUG, TemplateEntry } from "../templates/TemplateEntry";
import { prefetchSitePagesOnIntent } from "../templates/page-prefetch";

// Links to the site's other pages fetch their code when the visitor points at them.
prefetchSitePagesOnIntent();

const describe = (record: TemplateRecord) => `${record.industry}: ${record.highlights.join(". ")}.`;

export function meta({
  location,
  params,
}: {
  location: { pathname: string };
  params: { slug?: string };
}) {
  const locale = localeFromPath(location.pathname);
  const record = params.slug ? lookupTemplate(params.slug, locale) : undefined;
  const common = { path: location.pathname, brand: site.brand, origin: siteOrigin };
  const fallback = params.slug && !record ? lookupTemplate(FALLBACK_SLUG, locale) : undefined;
  if (fallback) {
    // SPEC §2.1: an unknown slug shows the mining view. Say so: its title and
    // description, kept out of search results, pointing at the real address.
    return [
      ...pageMeta({
        ...common,
        title: fallback.title,
        description: describe(fallback),
        indexable: false,
      }),
      {
        tagName: "link",
        rel: "canonical",
        href: `${siteOrigin}${localizePath(fallback.route, locale)}`,
      },
    ];
  }
  return pageMeta({
    ...common,
    title: record?.title ?? templateEntryCopy[locale].notFound,
    description: record ? describe(record) : galleryCopy[locale].meta.description,
    indexable: Boolean(record && !record.externalUrl),
  });
}

export default TemplateEntry;
