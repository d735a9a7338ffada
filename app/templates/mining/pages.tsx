import type { MainPage } from "../../lib/template-site";
import { sitePageOf, isMainPage } from "../../lib/template-site";
import { preloadable } from "../shared/preloadable";

/**
 * The mining pages behind /about … /contact and /templates/modern-mining/…,
 * each in its own chunk: a visitor downloads only the page in front of them,
 * and the others load in idle time.
 */
const pages = {
  about: preloadable(() => import("./about/AboutPage")),
  services: preloadable(() => import("./services/ServicesPage")),
  projects: preloadable(() => import("./projects/ProjectsPage")),
  news: preloadable(() => import("./news/NewsPage")),
  contact: preloadable(() => import("./contact/ContactPage")),
} satisfies Record<MainPage, ReturnType<typeof preloadable>>;

/** Renders a mining page; while its code loads, the current screen stays (no boundary here). */
export function MiningPage({ page }: { page: MainPage }) {
  const { Component } = pages[page];
  return <Component />;
}

export const preloadMiningPage = (page: MainPage) => pages[page].preload();

/** Starts loading the page a path shows, if it is a mining page. */
export function preloadMiningPageFor(pathname: string) {
  const { site, page } = sitePageOf(pathname);
  if ((site === "main" || site === "modern-mining") && isMainPage(page)) {
    preloadMiningPage(page).catch(() => {});
  }
}

export function preloadAllMiningPages() {
  for (const entry of Object.values(pages)) entry.preload().catch(() => {});
}
