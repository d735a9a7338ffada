import { portfolioEn } from "./portfolio.en";
import { portfolioFr } from "./portfolio.fr";

export const portfolioCopy = { en: portfolioEn, fr: portfolioFr };
