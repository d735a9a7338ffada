import type { BrandLinkLook } from "../../shared/TemplateBrandLink";
import { navLabels, type HeaderLook, type SiteNav } from "../../shared/site-nav";
import { NAV_SECTIONS } from "../home/data";
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

/** The home's header: its anchors in a row from 1280 px, the menu below. */
export const CUT_HOME_LOOK: HeaderLook = {
  header: "sticky top-0 z-40 border-b border-accent/30 bg-bg/95 backdrop-blur-md",
  row: "mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-3 sm:px-6 lg:h-[4.5rem]",
  bar: "ml-auto hidden xl:block",
  list: { bar: "flex items-center", menu: "" },
  link: {
    bar: "inline-flex h-10 items-center px-1.5 text-xs font-bold tracking-widest whitespace-nowrap text-fg-muted 2xl:px-2.5 2xl:text-[0.8rem] transition duration-(--motion) hover:text-accent",
    menu: "flex min-h-12 items-center border-b border-line px-1 font-display text-lg font-extrabold tracking-wider text-fg transition duration-(--motion) hover:text-accent",
  },
  menu: {
    wrapper: "flex xl:hidden",
    button: "rounded-card border border-line transition duration-(--motion) hover:border-accent",
    panel:
      "absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-accent/30 bg-bg px-4 pt-3 pb-6 shadow-[0_24px_40px_-20px_rgb(0_0_0/0.8)] sm:px-6 xl:hidden",
    title: "",
  },
};

/** The sub-pages' header: their links in a bar from 1280 px (where they fit in French too), the menu below. */
export const CUT_PAGES_LOOK: HeaderLook = {
  header: "sticky top-0 z-40 border-b border-accent/25 bg-bg/92 backdrop-blur-md",
  row: "relative mx-auto flex h-18 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6",
  bar: "hidden xl:block",
  list: { bar: "flex items-center", menu: "grid" },
  link: {
    bar: "relative inline-flex h-10 items-center px-2 text-[0.75rem] font-semibold tracking-[0.08em] lg:px-3 lg:text-[0.78rem] lg:tracking-[0.16em] whitespace-nowrap text-fg/80 uppercase transition-colors duration-(--motion) hover:text-accent-strong after:absolute after:inset-x-2 after:bottom-1.5 lg:after:inset-x-3 after:h-px after:origin-center after:scale-x-0 after:bg-accent after:transition-transform after:duration-(--motion) hover:after:scale-x-100 aria-[current=page]:text-accent-strong aria-[current=page]:after:scale-x-100",
    menu: "flex h-12 items-center border-b border-line px-1 font-display text-lg font-semibold tracking-[0.08em] text-fg uppercase transition-colors hover:text-accent-strong aria-[current=page]:text-accent-strong",
  },
  menu: {
    wrapper: "xl:hidden",
    button: "rounded-card border border-accent/40 transition hover:bg-accent/10",
    panel:
      "absolute inset-x-0 top-full max-h-[calc(100dvh-5rem)] overflow-y-auto border-y border-accent/25 bg-bg px-4 pt-4 pb-6 shadow-[0_30px_50px_-25px_rgb(0_0_0/0.9)] sm:px-6",
    title: "px-1 text-accent",
  },
};

export const CUT_BRAND_LOOKS: Record<"home" | "pages", BrandLinkLook> = {
  home: {
    link: "group flex min-w-0 items-center gap-2.5 rounded-card py-1 pr-1 text-fg",
    text: "grid min-w-0 leading-tight",
    name: "font-display text-sm font-extrabold tracking-wide uppercase sm:text-lg sm:tracking-wider",
    tagline:
      "hidden text-[0.7rem] font-semibold tracking-[0.18em] text-accent uppercase sm:block xl:hidden 2xl:block",
  },
  pages: {
    link: "group inline-flex min-w-0 items-center gap-3 py-1 pr-2 text-fg",
    text: "grid min-w-0 leading-tight",
    name: "font-display text-base font-bold tracking-[0.12em] uppercase sm:text-lg",
    tagline: "hidden text-[0.7rem] font-medium tracking-[0.18em] text-fg-muted uppercase sm:block",
  },
};
