import { lookupTemplate } from "../templates/registry";
import { templateMeta } from "../templates/template-meta";
import { FALLBACK_SLUG, TemplateEntry } from "../templates/TemplateEntry";
import { localeFromPath } from "../lib/locale-path";

export function meta({
  location,
  params,
}: {
  location: { pathname: string };
  params: { slug?: string };
}) {
  const slug = params.slug ?? "";
  const known = lookupTemplate(slug, localeFromPath(location.pathname));
  return known
    ? templateMeta(slug, location.pathname)
    : templateMeta(FALLBACK_SLUG, location.pathname, { fallback: true });
}

export default TemplateEntry;
