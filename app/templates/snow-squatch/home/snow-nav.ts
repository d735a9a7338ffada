import type { BrandLinkLook } from "../../shared/TemplateBrandLink";
import { navLabels, type HeaderLook, type SiteNav } from "../../shared/site-nav";
import { SNOW_SECTIONS } from "./sections";

/** The header's in-page anchors. */
export const SNOW_NAV: SiteNav = {
  labels: navLabels("snowSquatch.nav"),
  links: SNOW_SECTIONS.map((id) => ({ anchor: id, label: `snowSquatch.nav.links.${id}` as const })),
};

/** The snow look's header: 64 px, sticky, frosted, its anchors in a bar from 1024 px (at 768 px five anchors, the language and the quote button do not fit in a row). */
export const SNOW_HEADER_LOOK: HeaderLook = {
  header:
    "sticky top-0 z-40 border-b border-line bg-surface/90 backdrop-blur-md supports-[backdrop-filter]:bg-surface/80",
  row: "relative mx-auto box-content flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6",
  bar: "ml-auto hidden lg:block",
  list: { bar: "flex items-center gap-1", menu: "grid gap-1" },
  link: {
    bar: "rounded-full px-3 py-2 text-sm font-semibold text-fg-muted transition duration-(--motion) hover:bg-surface-raised hover:text-fg",
    menu: "block rounded-xl px-3 py-3 text-lg font-semibold text-fg transition duration-(--motion) hover:bg-surface-raised",
  },
  menu: {
    wrapper: "lg:hidden",
    button: "rounded-full border border-line transition hover:bg-surface-raised",
    panel:
      "absolute inset-x-0 top-full border-b border-line bg-surface px-4 pt-3 pb-5 shadow-lift sm:px-6",
    title: "px-3",
  },
};

export const SNOW_BRAND_LOOK: BrandLinkLook = {
  link: "flex items-center gap-2.5 rounded-lg font-display text-lg font-extrabold tracking-tight",
  text: "",
  name: "whitespace-nowrap",
};
