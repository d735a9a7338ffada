import cover from "../../assets/covers/cut-district.svg?url";
import type { TemplateSite } from "../template-site";
import { cutDistrictBrand } from "./brand";
import { cutDistrictHomeMeta } from "./home/meta";
import { upcomingPageMeta } from "../upcoming/upcoming-meta";

const BARBER_PAGES = ["about", "services", "portfolio", "contact"] as const;
const placeholderPage = () => import("../upcoming/UpcomingPage");

/**
 * The barbershop (SPEC §2.10). Until it is built, its sub-pages are plainly
 * marked placeholders in the studio's chrome.
 */
export const cutDistrictSite: TemplateSite<(typeof BARBER_PAGES)[number]> = {
  slug: "cut-district",
  context: "cut-district",
  theme: "cut-district",
  pages: BARBER_PAGES,
  chrome: () => import("../../studio/StudioChrome"),
  pageModule: () => placeholderPage,
  pageMeta: upcomingPageMeta,
  brand: cutDistrictBrand,
  home: () => import("./home/CutDistrictHome"),
  homeMeta: cutDistrictHomeMeta,
  gallery: {
    difficulty: "Pro",
    motionLevel: "Medium",
    metrics: { size: "9", accessibility: "100", languages: "EN/FR" },
    cover,
  },
  emblem: { icon: "scissors", className: "from-[#1f1f23] to-[#000] text-[#e7c06b]" },
};
