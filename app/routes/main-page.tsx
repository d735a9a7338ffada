import { use } from "react";
import { useLocation } from "react-router";
import { isMainPage, type MainPage, type MainVariant } from "../lib/template-site";
import { sitePageOf } from "../templates/manifest";
import { storedVariant } from "../templates/main/MainSites";
import { MainVariantContext } from "../templates/main/MainVariant";
import { MAIN_VARIANT_SITES } from "../templates/main/variants";
import { loadedMeta, type MetaData } from "../templates/route-meta";
import { siteModule } from "../templates/site-modules";
import {
  mainPageMeta,
  PRERENDERED_VARIANT,
  useVariantTitle,
} from "../templates/main/useVariantTitle";

const pageOf = (pathname: string): MainPage => {
  const { page } = sitePageOf(pathname);
  return isMainPage(page) ? page : "about";
};

const variantPage = (variant: MainVariant, page: MainPage) =>
  siteModule(MAIN_VARIANT_SITES[variant].pageModule!(page));

/** The prerendered head carries the default variant's meta (its loader runs at build time). */
async function variantMeta({ request }: { request: Request }): Promise<MetaData> {
  const { pathname } = new URL(request.url);
  return { meta: await mainPageMeta(PRERENDERED_VARIANT, pageOf(pathname), pathname) };
}

export const loader = variantMeta;
export const clientLoader = variantMeta;
export const meta = loadedMeta;

// Fetch the page's code alongside this module on the first load.
if (typeof window !== "undefined")
  variantPage(storedVariant(), pageOf(window.location.pathname))
    .preload()
    .catch(() => {});

/** /about … /contact: the page of the site the effective theme picks (SPEC §2.1). */
export default function MainPageRoute() {
  const { pathname } = useLocation();
  const page = pageOf(pathname);
  const variant = use(MainVariantContext);
  useVariantTitle(variant, page, pathname);
  const { Component } = variantPage(variant, page);
  return <Component />;
}
