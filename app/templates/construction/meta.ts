import { localeFromPath } from "../../lib/locale-path";
import { pageMeta } from "../../lib/page-meta";
import { site, siteOrigin } from "../../site.config";
import { format } from "../../lib/text-path";
import { constructionLookOf } from "./brand";
import { constructionMetaCopy } from "./content/meta";

type ConstructionMetaPage = Exclude<keyof typeof constructionMetaCopy.en, "looks">;

/** Title, description, canonical and alternates of a construction page, named for its look. */
export function constructionPageMeta(page: ConstructionMetaPage, pathname: string) {
  const { looks, [page]: copy } = constructionMetaCopy[localeFromPath(pathname)];
  return pageMeta({
    path: pathname,
    title: copy.title,
    description: format(copy.description, { template: looks[constructionLookOf(pathname)] }),
    brand: site.brand,
    origin: siteOrigin,
  });
}
