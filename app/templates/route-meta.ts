import type { MetaDescriptor } from "react-router";
import { sitePageOf } from "./manifest";
import type { SiteMeta } from "./template-site";

/** What a template route's loader hands to its meta(): the page's title, description and links. */
export type MetaData = { meta: MetaDescriptor[] };

/**
 * A template route's loader: the build runs it to write each prerendered page's
 * head, the browser (as `clientLoader`) on a visit within the app. Either way
 * it loads only the meta module of the site the address belongs to, never
 * every site's titles.
 */
export async function siteMetaLoader({ request }: { request: Request }): Promise<MetaData> {
  const { pathname } = new URL(request.url);
  const { site, page } = sitePageOf(pathname);
  const meta: SiteMeta | undefined = await site?.meta?.();
  return { meta: meta?.(page || "home", pathname) ?? [] };
}

/** A template route's meta(): what its loader found. */
export const loadedMeta = ({ loaderData }: { loaderData?: MetaData }) => loaderData?.meta ?? [];
