import { localeFromPath, localizePath } from "../lib/locale-path";
import { pageMeta } from "../lib/page-meta";
import { site, siteOrigin } from "../site.config";
import { templateEntryCopy } from "./content/entry";
import { lookupTemplate, type TemplateRecord } from "./registry";

const describe = (record: TemplateRecord) => `${record.industry}: ${record.highlights.join(". ")}.`;

/**
 * Title and description of /templates/<slug>, from its gallery card. With
 * `fallback`, the page shows this template in place of an unknown slug
 * (SPEC §2.1): it says so by staying out of search results and naming the
 * template's real address as canonical.
 */
export function templateMeta(slug: string, pathname: string, { fallback = false } = {}) {
  const locale = localeFromPath(pathname);
  const record = lookupTemplate(slug, locale);
  const common = { path: pathname, brand: site.brand, origin: siteOrigin };
  if (!record) {
    return pageMeta({
      ...common,
      title: templateEntryCopy[locale].notFound,
      description: templateEntryCopy[locale].notFoundText,
      indexable: false,
    });
  }
  const meta = pageMeta({
    ...common,
    title: record.title,
    description: describe(record),
    indexable: !fallback && !record.externalUrl,
  });
  if (!fallback) return meta;
  return [
    ...meta,
    {
      tagName: "link",
      rel: "canonical",
      href: `${siteOrigin}${localizePath(record.route, locale)}`,
    },
  ];
}
