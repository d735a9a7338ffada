import { localeFromPath } from "../../lib/locale-path";
import { pageMeta } from "../../lib/page-meta";
import { site, siteOrigin } from "../../site.config";
import { constructionMetaCopy } from "./content/meta";

type ConstructionMetaPage = keyof typeof constructionMetaCopy.en;

/** Title, description, canonical and alternates of a built construction page. */
export function constructionPageMeta(page: ConstructionMetaPage, pathname: string) {
  const copy = constructionMetaCopy[localeFromPath(pathname)][page];
  return pageMeta({
    path: pathname,
    title: copy.title,
    description: copy.description,
    brand: site.brand,
    origin: siteOrigin,
  });
}
