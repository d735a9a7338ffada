import type { homeEn } from "./content/home.en";
import type { homePromisesEn } from "./content/home-promises.en";
import type { homeSectionsEn } from "./content/home-sections.en";
import type { homeWorkEn } from "./content/home-work.en";
import type { legalEn } from "./content/legal.en";
import type { portfolioEn } from "./content/portfolio.en";
import type { processEn } from "./content/process.en";

declare module "../content/namespaces" {
  interface Namespaces {
    home: typeof homeEn & typeof homeSectionsEn;
    homeWork: typeof homeWorkEn;
    homePromises: typeof homePromisesEn;
    process: typeof processEn;
    portfolio: typeof portfolioEn;
    legal: typeof legalEn;
  }
}

export {};
