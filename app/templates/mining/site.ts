import cover from "../../assets/covers/modern-mining.svg?url";
import { MAIN_PAGES, type MainPage } from "../../lib/template-site";
import type { MultiPageSite } from "../template-site";
import { MINING_SLUG, miningBrand } from "./brand";

/** The mining company in the simple look (SPEC §2.6). */
export const miningSite: MultiPageSite<MainPage> = {
  kind: "multi-page",
  slug: MINING_SLUG,
  context: "mining",
  brand: miningBrand,
  routes: "templates/mining/routes",
  pages: MAIN_PAGES,
  home: "in-chrome",
  gallery: {
    difficulty: "Intermediate",
    motionLevel: "Low",
    metrics: { size: "6", accessibility: "100", languages: "EN/FR" },
    cover,
    card: () => import("./content/gallery"),
  },
  emblem: { icon: "pickaxe", className: "from-[#35506f] to-[#152338] text-[#f3c98b]" },
};
