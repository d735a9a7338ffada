import { use } from "react";
import { useLocation } from "react-router";
import { isMainPage, type MainPage } from "../lib/template-site";
import { sitePageOf } from "../templates/manifest";
import { storedVariant } from "../templates/main/MainSites";
import { MainVariantContext } from "../templates/main/MainVariant";
import { VARIANT_META, VARIANT_PAGES } from "../templates/main/variants";
import { PRERENDERED_VARIANT, useVariantTitle } from "../templates/main/useVariantTitle";
import type { MetaDescriptor } from "react-router";

const pageOf = (pathname: string): MainPage => {
  const { page } = sitePageOf(pathname);
  return isMainPage(page) ? page : "about";
};

type MetaData = { meta: MetaDescriptor[] };

/**
 * The prerendered head carries the default variant's meta, construction's
 * (useVariantTitle.ts), from a loader: the build runs it, and the browser on a
 * visit within the app, so a page showing the mining variant never downloads
 * the construction site's titles with its first load.
 */
async function variantMeta({ request }: { request: Request }): Promise<MetaData> {
  const { pathname } = new URL(request.url);
  const siteMeta = await VARIANT_META[PRERENDERED_VARIANT]();
  return { meta: siteMeta(pageOf(pathname), pathname) };
}

export const loader = variantMeta;
export const clientLoader = variantMeta;
export const meta = ({ loaderData }: { loaderData?: MetaData }) => loaderData?.meta ?? [];

// Fetch the page's code alongside this module on the first load.
if (typeof window !== "undefined")
  VARIANT_PAGES[storedVariant()][pageOf(window.location.pathname)].preload();

/** /about … /contact: the page of the site the effective theme picks (SPEC §2.1). */
export default function MainPageRoute() {
  const { pathname } = useLocation();
  const page = pageOf(pathname);
  const variant = use(MainVariantContext);
  useVariantTitle(variant, page, pathname);
  const Page = VARIANT_PAGES[variant][page];
  return <Page />;
}
