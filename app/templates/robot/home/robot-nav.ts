import type { BrandLinkLook } from "../../shared/TemplateBrandLink";
import { navLabels, type HeaderLook, type SiteNav } from "../../shared/site-nav";
import { ROBOT_SECTIONS } from "./checklist";

/** The header's in-page anchors (SPEC §2.11). */
export const ROBOT_NAV: SiteNav = {
  labels: navLabels("robotTemplate.nav"),
  links: ROBOT_SECTIONS.map((id) => ({
    anchor: id,
    label: `robotTemplate.nav.links.${id}` as const,
  })),
};

/** The robot look's header: 64 px, sticky, its anchors in a bar from 768 px. */
export const ROBOT_HEADER_LOOK: HeaderLook = {
  header: "sticky top-0 z-40 border-b border-line bg-bg/85 backdrop-blur-md",
  row: "relative mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6",
  bar: "ml-auto hidden md:block",
  list: { bar: "flex items-center gap-1", menu: "grid gap-1" },
  link: {
    bar: "rounded-full px-3 py-2 text-sm font-medium text-fg-muted transition duration-(--motion) hover:bg-white/5 hover:text-fg",
    menu: "block rounded-xl px-3 py-3 text-lg font-semibold text-fg transition duration-(--motion) hover:bg-white/5",
  },
  menu: {
    button: "rounded-xl border border-line transition hover:bg-white/5",
    panel:
      "absolute inset-x-0 top-full border-b border-line bg-surface px-4 pt-3 pb-5 shadow-lift sm:px-6",
    title: "px-3 font-mono",
  },
};

export const ROBOT_BRAND_LOOK: BrandLinkLook = {
  link: "flex items-center gap-2.5 rounded-lg font-display text-lg font-bold whitespace-nowrap",
  text: "",
  name: "",
};
