import cover from "../../assets/covers/modern-mining.svg?url";
import { MAIN_PAGES, type MainPage } from "../../lib/template-site";
import type { MultiPageSite } from "../template-site";
import { MINING_SLUG, miningBrand } from "./brand";

const pages = {
  about: () => import("./about/AboutPage"),
  services: () => import("./services/ServicesPage"),
  projects: () => import("./projects/ProjectsPage"),
  news: () => import("./news/NewsPage"),
  contact: () => import("./contact/ContactPage"),
} satisfies Record<MainPage, unknown>;

/** The mining company in the simple look (SPEC §2.6). */
export const miningSite: MultiPageSite<MainPage> = {
  kind: "multi-page",
  slug: MINING_SLUG,
  context: "mining",
  brand: miningBrand,
  pages: MAIN_PAGES,
  chrome: () => import("./MiningSite"),
  pageModule: (page) => pages[page],
  meta: () => import("./meta").then((module) => module.miningPageMeta),
  home: { inChrome: true, module: () => import("./home/HomePage") },
  gallery: {
    difficulty: "Intermediate",
    motionLevel: "Low",
    metrics: { size: "6", accessibility: "100", languages: "EN/FR" },
    cover,
    card: () => import("./content/gallery"),
  },
  emblem: { icon: "pickaxe", className: "from-[#35506f] to-[#152338] text-[#f3c98b]" },
};
