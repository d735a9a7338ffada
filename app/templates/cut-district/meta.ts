import { localeFromPath } from "../../lib/locale-path";
import { pageMeta } from "../../lib/page-meta";
import { site, siteOrigin } from "../../site.config";
import { cutMetaCopy } from "./content/meta";

export type CutDistrictPage = keyof typeof cutMetaCopy.en;

/** Title, description, canonical and alternates of a barbershop sub-page. */
export function cutDistrictPageMeta(page: CutDistrictPage, pathname: string) {
  const copy = cutMetaCopy[localeFromPath(pathname)][page];
  return pageMeta({
    path: pathname,
    title: copy.title,
    description: copy.description,
    brand: site.brand,
    origin: siteOrigin,
  });
}
