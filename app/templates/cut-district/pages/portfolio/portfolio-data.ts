import brand from "../../../../assets/cut-district/pages/project-brand.svg?url";
import fashion from "../../../../assets/cut-district/pages/project-fashion.svg?url";
import looks from "../../../../assets/cut-district/pages/project-looks.svg?url";
import wedding from "../../../../assets/cut-district/pages/project-wedding.svg?url";
import type { cutPortfolioEn } from "../../content/portfolio.en";

/** Each featured project's illustration, keyed by its copy (cutPortfolio.projects.items), in page order. */
export const PROJECT_ART = {
  wedding,
  looks,
  fashion,
  brand,
} satisfies Record<keyof typeof cutPortfolioEn.projects.items, string>;

export type ProjectId = keyof typeof PROJECT_ART;
