import { defineCopy } from "../../../content/registry";
import { cutPortfolioEn } from "./portfolio.en";
import { cutPortfolioFr } from "./portfolio.fr";

export const cutPortfolioCopy = defineCopy("cutPortfolio", "cut-district/portfolio", {
  en: cutPortfolioEn,
  fr: cutPortfolioFr,
});
