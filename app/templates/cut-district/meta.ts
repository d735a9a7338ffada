import { headText } from "../../content/meta";
import { localeFromPath } from "../../lib/locale-path";
import { pageMeta } from "../../lib/page-meta";
import { site, siteOrigin } from "../../site.config";
import { cutMetaCopy } from "./content/meta";
import { cutDistrictHomeMeta } from "./home/meta";

export type CutDistrictPage = keyof typeof cutMetaCopy.en;

/** Title, description, canonical and alternates of a barbershop sub-page. */
function cutDistrictPageMeta(page: CutDistrictPage, pathname: string) {
  const locale = localeFromPath(pathname);
  const copy = cutMetaCopy[locale][page];
  return pageMeta({
    path: pathname,
    title: headText(locale, `cutMeta.${page}.title`, copy.title),
    description: headText(locale, `cutMeta.${page}.description`, copy.description),
    brand: site.brand,
    origin: siteOrigin,
  });
}

/** The meta of the one-page home ("home") or of a sub-page. */
export const cutDistrictMeta = (page: CutDistrictPage | "home", pathname: string) =>
  page === "home" ? cutDistrictHomeMeta(pathname) : cutDistrictPageMeta(page, pathname);
