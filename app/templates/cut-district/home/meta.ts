import type { MetaDescriptor } from "react-router";
import { localeFromPath } from "../../../lib/locale-path";
import { pageMeta } from "../../../lib/page-meta";
import { site, siteOrigin } from "../../../site.config";
import { cutHomeMetaCopy } from "../content/home-meta";

/** Title, description, canonical and alternates of the barbershop's one-page site. */
export function cutDistrictHomeMeta(pathname: string): MetaDescriptor[] {
  const { title, description } = cutHomeMetaCopy[localeFromPath(pathname)];
  return pageMeta({ path: pathname, title, description, brand: site.brand, origin: siteOrigin });
}
