import type { BrandLinkLook } from "../../shared/TemplateBrandLink";
import { navLabels, type HeaderLook, type SiteNav } from "../../shared/site-nav";
import { NAV_SECTIONS } from "../home/data";
import { CUT_CONTAINER, CUT_GUTTER } from "./cut-layout";
import type { CutDistrictPage as CutPage } from "../meta";

export type { CutPage };

/** Where a link to the shop's one-page home or one of its sub-pages goes. */
export const cutHref = (page: CutPage | "home", base: string) =>
  page === "home" ? base : `${base}/${page}`;

/** SPEC §2.10: the sub-pages' links, Home first (View Templates is a button beside them). */
export const CUT_PAGES = ["home", "about", "services", "portfolio", "contact"] as const;

/** The sub-pages' navigation, under the shop's base path. */
export const cutPagesNav = (base: string): SiteNav => ({
  labels: navLabels("cutCommon.nav"),
  links: CUT_PAGES.map((page) => ({
    to: cutHref(page, base),
    label: `cutCommon.nav.links.${page}` as const,
  })),
});

/** The one-page home's navigation: its section anchors (SPEC §2.10). */
export const CUT_HOME_NAV: SiteNav = {
  labels: navLabels("cutHome.nav"),
  links: NAV_SECTIONS.map((id) => ({ anchor: id, label: `cutHome.nav.links.${id}` as const })),
};

/**
 * The header of the home and the sub-pages alike: its links in a row from 1280 px (where they fit
 * in French too), the menu below. Its row is the site's container (`cut-layout.ts`).
 */
export const CUT_HEADER_LOOK: HeaderLook = {
  header: `sticky top-0 z-40 border-b border-accent/30 bg-bg/95 backdrop-blur-md ${CUT_GUTTER}`,
  row: `${CUT_CONTAINER} flex h-16 items-center gap-2 sm:gap-3 lg:h-[4.5rem]`,
  bar: "ml-auto hidden xl:block",
  list: { bar: "flex items-center", menu: "" },
  link: {
    bar: "inline-flex h-10 items-center px-1.5 text-xs font-bold tracking-widest whitespace-nowrap text-fg-muted uppercase 2xl:px-2.5 2xl:text-[0.8rem] transition duration-(--motion) hover:text-accent aria-[current=page]:text-accent",
    menu: "flex min-h-12 items-center border-b border-line px-1 font-display text-lg font-extrabold tracking-wider text-fg uppercase transition duration-(--motion) hover:text-accent aria-[current=page]:text-accent",
  },
  menu: {
    wrapper: "flex xl:hidden",
    button: "rounded-card border border-line transition duration-(--motion) hover:border-accent",
    panel:
      "absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-accent/30 bg-bg px-4 pt-3 pb-6 shadow-[0_24px_40px_-20px_rgb(0_0_0/0.8)] sm:px-6 xl:hidden",
    title: "",
  },
};

export const CUT_BRAND_LOOK: BrandLinkLook = {
  link: "group flex min-w-0 items-center gap-2.5 rounded-card py-1 pr-1 text-fg",
  text: "grid min-w-0 leading-tight",
  name: "font-display text-sm font-extrabold tracking-wide uppercase sm:text-lg sm:tracking-wider",
  tagline:
    "hidden text-[0.7rem] font-semibold tracking-[0.18em] text-accent uppercase sm:block xl:hidden 2xl:block",
};
