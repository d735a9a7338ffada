import { headText } from "../../content/meta";
import { localeFromPath } from "../../lib/locale-path";
import { pageMeta } from "../../lib/page-meta";
import { site, siteOrigin } from "../../site.config";
import { miningMetaCopy } from "./content/meta";

export type MiningMetaPage = keyof typeof miningMetaCopy.en;

/** Title, description, canonical and alternates of a mining page. */
export function miningPageMeta(page: MiningMetaPage, pathname: string) {
  const locale = localeFromPath(pathname);
  const copy = miningMetaCopy[locale][page];
  return pageMeta({
    path: pathname,
    title: headText(locale, `miningMeta.${page}.title`, copy.title),
    description: headText(locale, `miningMeta.${page}.description`, copy.description),
    brand: site.brand,
    origin: siteOrigin,
  });
}
