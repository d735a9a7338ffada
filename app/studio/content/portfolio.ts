import { defineCopy } from "../../content/registry";
import { portfolioEn } from "./portfolio.en";
import { portfolioFr } from "./portfolio.fr";

export const portfolioCopy = defineCopy("portfolio", "portfolio", {
  en: portfolioEn,
  fr: portfolioFr,
});
