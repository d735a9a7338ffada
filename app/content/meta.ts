import { localeFromPath } from "../lib/locale-path";
import { pageMeta } from "../lib/page-meta";
import type { Locale } from "../lib/storage-keys";
import type { Translation } from "../lib/text-path";
import { site, siteOrigin } from "../site.config";
import type { Namespaces, TextId } from "./namespaces";
import { publishedText } from "./published";

/**
 * A text of a page's head (its title, its description) in `locale`: the edit
 * published with the site, else the dictionary's `text`. meta() runs outside
 * React, so an owner's edit shows there once published, not from this browser.
 */
export const headText = (locale: Locale, id: TextId, text: string, instance?: string): string =>
  publishedText(locale, id, instance) ?? text;

type WithMeta = { meta: { title: string; description: string } };

/** The namespaces whose copy has `meta.title` and `meta.description`. */
type MetaNamespace = {
  [N in keyof Namespaces & string]: Namespaces[N] extends WithMeta ? N : never;
}[keyof Namespaces & string];

/**
 * meta() for a route whose copy, namespace `namespace`, has `meta.title` and `meta.description`
 * (the namespace's copy, or the part of it that holds `meta`).
 */
export function metaFor<N extends MetaNamespace>(
  namespace: N,
  copy: {
    en: Pick<Namespaces[N], "meta"> & WithMeta;
    fr: Translation<Pick<Namespaces[N], "meta"> & WithMeta>;
  },
  options: { indexable?: boolean } = {},
) {
  return ({ location }: { location: { pathname: string } }) => {
    const locale = localeFromPath(location.pathname);
    const { meta } = copy[locale];
    return pageMeta({
      path: location.pathname,
      title: headText(locale, `${namespace}.meta.title` as TextId, meta.title),
      description: headText(locale, `${namespace}.meta.description` as TextId, meta.description),
      brand: site.brand,
      origin: siteOrigin,
      ...options,
    });
  };
}
