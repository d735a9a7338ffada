import { galleryCopy } from "../gallery/content/gallery";
import { localeFromPath } from "../lib/locale-path";
import { pageMeta } from "../lib/page-meta";
import { site, siteOrigin } from "../site.config";
import { lookupTemplate } from "../templates/registry";
import { TemplateEntry } from "../templates/TemplateEntry";

export function meta({
  location,
  params,
}: {
  location: { pathname: string };
  params: { slug?: string };
}) {
  const locale = localeFromPath(location.pathname);
  const record = params.slug ? lookupTemplate(params.slug, locale) : undefined;
  const copy = galleryCopy[locale];
  return pageMeta({
    path: location.pathname,
    title: record?.title ?? copy.entry.notFound,
    description: record
      ? `${record.industry}: ${record.highlights.join(". ")}.`
      : copy.meta.description,
    brand: site.brand,
    origin: siteOrigin,
    indexable: Boolean(record && !record.externalUrl),
  });
}

export default TemplateEntry;
