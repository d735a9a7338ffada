import type { MainPage, MainVariant } from "../../lib/template-site";
import { premiumConstructionSite } from "../construction/site";
import { miningSite } from "../mining/site";
import type { MultiPageSite } from "../template-site";

/** The site each variant of the main pages borrows its chrome and pages from (SPEC §2.1). */
export const MAIN_VARIANT_SITES: Record<MainVariant, MultiPageSite<MainPage>> = {
  mining: miningSite,
  construction: premiumConstructionSite,
};
