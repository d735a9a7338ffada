import type { systemEn } from "../i18n/system.en";
import { systemCopy } from "../i18n/system";
import { format } from "../lib/text-path";
import { localeFromPath } from "../lib/locale-path";
import { pageMeta } from "../lib/page-meta";
import { site, siteOrigin } from "../site.config";

export type ComingSoonPage = keyof typeof systemEn.comingSoon.pages;

/** meta() for a placeholder page: honest title, not indexed. */
export function comingSoonMeta(page: ComingSoonPage) {
  return ({ location }: { location: { pathname: string } }) => {
    const copy = systemCopy[localeFromPath(location.pathname)].comingSoon;
    return pageMeta({
      path: location.pathname,
      title: format(copy.title, { page: copy.pages[page] }),
      description: copy.text,
      brand: site.brand,
      origin: siteOrigin,
      indexable: false,
    });
  };
}
