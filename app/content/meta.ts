import { localeFromPath } from "../lib/locale-path";
import { pageMeta } from "../lib/page-meta";
import type { Translation } from "../lib/text-path";
import { site, siteOrigin } from "../site.config";

/** meta() for a route whose copy has `meta.title` and `meta.description` in both languages. */
export function metaFor<T extends { meta: { title: string; description: string } }>(
  copy: { en: T; fr: Translation<T> },
  options: { indexable?: boolean } = {},
) {
  return ({ location }: { location: { pathname: string } }) => {
    const { meta } = copy[localeFromPath(location.pathname)];
    return pageMeta({
      path: location.pathname,
      title: meta.title,
      description: meta.description,
      brand: site.brand,
      origin: siteOrigin,
      ...options,
    });
  };
}
