import { localeFromPath } from "../lib/locale-path";
import { miningPageMeta as fallbackHomeMeta } from "../templates/mining/meta";
import { lookupTemplate } from "../templates/registry";
import { fallbackMeta, templateMeta } from "../templates/template-meta";
import { FALLBACK_SLUG, TemplateEntry } from "../templates/TemplateEntry";

export function meta({
  location,
  params,
}: {
  location: { pathname: string };
  params: { slug?: string };
}) {
  const record = lookupTemplate(params.slug ?? "", localeFromPath(location.pathname));
  return record
    ? templateMeta(record, location.pathname)
    : fallbackMeta(FALLBACK_SLUG, location.pathname, fallbackHomeMeta("home", location.pathname));
}

export default TemplateEntry;
