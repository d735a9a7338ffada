import type { BrandLinkLook } from "../../shared/TemplateBrandLink";
import { navLabels, type HeaderLook, type SiteNav } from "../../shared/site-nav";
import { ROBOT_SECTIONS } from "./sections";

/** The header's in-page anchors (SPEC §2.11). */
export const ROBOT_NAV: SiteNav = {
  labels: navLabels("robotTemplate.nav"),
  links: ROBOT_SECTIONS.map((id) => ({
    anchor: id,
    label: `robotTemplate.nav.links.${id}` as const,
  })),
};

/**
 * The robot look's header: 64 px, sticky, its anchors in a bar from 1280 px (below
 * that six anchors, the language and the way back to the gallery do not fit in a row,
 * in French least of all).
 */
export const ROBOT_HEADER_LOOK: HeaderLook = {
  header: "sticky top-0 z-40 border-b border-line bg-bg/90 backdrop-blur-md",
  row: "relative mx-auto box-content flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6",
  bar: "ml-auto hidden xl:block",
  list: { bar: "flex items-center gap-0.5", menu: "grid gap-1" },
  link: {
    bar: "inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-fg-muted transition duration-(--motion) hover:bg-white/5 hover:text-fg",
    menu: "block rounded-md px-3 py-3 text-lg font-semibold text-fg transition duration-(--motion) hover:bg-white/5",
  },
  menu: {
    wrapper: "xl:hidden",
    button: "rounded-md border border-line transition hover:bg-white/5",
    panel:
      "absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-surface px-4 pt-3 pb-5 shadow-lift sm:px-6",
    title: "px-3",
  },
};

export const ROBOT_BRAND_LOOK: BrandLinkLook = {
  link: "flex min-h-11 shrink-0 items-center gap-2.5 rounded-md font-display text-lg leading-none font-bold tracking-tight",
  text: "",
  // Two lines on a phone ("Northspan / Robotics"), where the menu and the language share the row.
  name: "block max-w-[6rem] sm:max-w-none sm:whitespace-nowrap",
};
