import cover from "../../assets/covers/premium-construction.svg?url";
import { MAIN_PAGES, type MainPage } from "../../lib/template-site";
import type { MultiPageSite } from "../template-site";
import { constructionBrand, PREMIUM_SLUG, SIMPLE_SLUG } from "./brand";

/**
 * The construction company (SPEC §2.7): one set of pages, worn in the premium
 * look or the simple one by its chrome (`constructionLookOf`).
 */
const construction = {
  kind: "multi-page",
  context: "construction",
  brand: constructionBrand,
  // One set of route modules for both looks: the layout picks the look from the address.
  routes: "templates/construction/routes",
  pages: MAIN_PAGES,
  emblem: { icon: "hard-hat", className: "from-[#f59e0b] to-[#7c2d12] text-white" },
} satisfies Omit<MultiPageSite<MainPage>, "slug">;

/**
 * The premium look, shown in the gallery; its home is also /construction.
 * Entering it stores the premium theme and construction context (SPEC §3.2, §4).
 */
export const premiumConstructionSite: MultiPageSite<MainPage> = {
  ...construction,
  slug: PREMIUM_SLUG,
  theme: "premium",
  constructionContext: "premium",
  home: "in-chrome",
  homeAlias: "construction",
  gallery: {
    difficulty: "Pro",
    motionLevel: "High",
    metrics: { size: "7", accessibility: "100", languages: "EN/FR" },
    cover,
    card: () => import("./content/gallery"),
  },
};

/**
 * The simple look: the same company under a second address, its home and
 * sub-pages light and plain; its logo and Home link stay in this look.
 */
export const modernConstructionSite: MultiPageSite<MainPage> = {
  ...construction,
  slug: SIMPLE_SLUG,
  constructionContext: "simple",
  home: "in-chrome",
};
