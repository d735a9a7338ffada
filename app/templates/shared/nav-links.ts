import { MAIN_PAGES } from "../../lib/template-site";
import { navLabels, type HeaderLook, type SiteNav } from "./site-nav";

/**
 * SPEC §2.5: Home, About, Services, Projects, News, Contact. Home goes to
 * `homeHref` (the home rule's target); the pages sit under the site's base path.
 */
export const mainSiteNav = (homeHref: string, linkBase: string): SiteNav => ({
  labels: navLabels("templateUi.nav"),
  links: [
    { to: homeHref, label: "templateUi.nav.links.home" },
    ...MAIN_PAGES.map((page) => ({
      to: `${linkBase}/${page}`,
      label: `templateUi.nav.links.${page}` as const,
    })),
  ],
});

/** The main pages' navigation (mining, construction): fixed, tinted once scrolled past 20 px. */
export const MAIN_HEADER_LOOK: HeaderLook = {
  header:
    "tone-steel fixed inset-x-0 top-0 z-40 text-fg transition-[background-color,box-shadow,backdrop-filter] duration-(--motion) data-[tinted=true]:bg-bg/95 data-[tinted=true]:shadow-[0_10px_30px_-18px_rgb(0_0_0/0.7)] data-[tinted=true]:backdrop-blur-md",
  row: "mx-auto box-content flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6 lg:h-[4.5rem] lg:gap-4",
  // Six links beside the brand and its actions fit one line from 1280 px, in both languages.
  bar: "hidden xl:block",
  list: { bar: "flex items-center lg:gap-0.5", menu: "grid gap-1" },
  link: {
    bar: "relative inline-flex h-10 items-center rounded-md px-2 text-sm font-medium whitespace-nowrap text-fg/85 transition hover:text-fg after:absolute after:inset-x-2 after:bottom-1 lg:px-3 lg:text-[0.95rem] lg:after:inset-x-3 after:h-0.5 after:origin-left after:scale-x-0 after:rounded-full after:bg-accent-strong after:transition-transform aria-[current=page]:text-fg aria-[current=page]:after:scale-x-100",
    menu: "flex h-12 items-center justify-between rounded-lg px-3 text-base font-semibold text-fg transition hover:bg-white/5 aria-[current=page]:bg-white/8 aria-[current=page]:text-accent-strong",
  },
  menu: {
    wrapper: "xl:hidden",
    button: "rounded-lg border border-line transition hover:bg-white/10",
    panel:
      "absolute inset-x-0 top-full max-h-[calc(100dvh-6rem)] overflow-y-auto border-t border-line bg-bg px-4 pt-3 pb-5 shadow-[0_24px_40px_-20px_rgb(0_0_0/0.6)] sm:px-6",
    title: "px-3",
  },
};
