import { headText } from "../../content/meta";
import { localeFromPath } from "../../lib/locale-path";
import { pageMeta } from "../../lib/page-meta";
import { site, siteOrigin } from "../../site.config";
import { format } from "../../lib/text-path";
import { constructionLookOf } from "./brand";
import { constructionMetaCopy } from "./content/meta";

type ConstructionMetaPage = Exclude<keyof typeof constructionMetaCopy.en, "looks">;

/** Title, description, canonical and alternates of a construction page, named for its look. */
export function constructionPageMeta(page: ConstructionMetaPage, pathname: string) {
  const locale = localeFromPath(pathname);
  const { looks, [page]: copy } = constructionMetaCopy[locale];
  const look = constructionLookOf(pathname);
  return pageMeta({
    path: pathname,
    title: headText(locale, `constructionMeta.${page}.title`, copy.title),
    description: format(
      headText(locale, `constructionMeta.${page}.description`, copy.description),
      {
        template: headText(locale, `constructionMeta.looks.${look}`, looks[look]),
      },
    ),
    brand: site.brand,
    origin: siteOrigin,
  });
}
