import type { MetaDescriptor } from "react-router";
import { headText } from "../../../content/meta";
import { localeFromPath } from "../../../lib/locale-path";
import { pageMeta } from "../../../lib/page-meta";
import { site, siteOrigin } from "../../../site.config";
import { cutHomeMetaCopy } from "../content/home-meta";

/** Title, description, canonical and alternates of the barbershop's one-page site. */
export function cutDistrictHomeMeta(pathname: string): MetaDescriptor[] {
  const locale = localeFromPath(pathname);
  const { title, description } = cutHomeMetaCopy[locale];
  return pageMeta({
    path: pathname,
    title: headText(locale, "cutHomeMeta.title", title),
    description: headText(locale, "cutHomeMeta.description", description),
    brand: site.brand,
    origin: siteOrigin,
  });
}
