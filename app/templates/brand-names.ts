import { site } from "../site.config";
import { constructionBrand } from "./construction/brand";
import { cutDistrictBrand } from "./cut-district/brand";
import { miningBrand } from "./mining/brand";
import { robotBrand } from "./robot/brand";
import { snowSquatchBrand } from "./snow-squatch/brand";

/**
 * The names that read the same in French, so the build never sends them for
 * translation (app/lib/machine-translation.ts): the studio's, and each
 * template business's.
 * @public (loaded by scripts/published-edits-plugin.ts through Vite's module runner)
 */
export const BRAND_NAMES: readonly string[] = [
  site.brand,
  site.legalName,
  ...[miningBrand, constructionBrand, cutDistrictBrand, robotBrand, snowSquatchBrand].map(
    (brand) => brand.name,
  ),
];
