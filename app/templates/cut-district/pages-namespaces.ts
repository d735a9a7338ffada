import type { cutAboutEn } from "./content/about.en";
import type { cutContactEn } from "./content/contact.en";
import type { cutMetaEn } from "./content/meta.en";
import type { cutCommonEn } from "./content/pages-common.en";
import type { cutPortfolioEn } from "./content/portfolio.en";
import type { cutServicesEn } from "./content/services.en";

declare module "../../content/namespaces" {
  interface Namespaces {
    /** The header and footer of the barbershop's sub-pages. */
    cutCommon: typeof cutCommonEn;
    /** The barbershop's About page. */
    cutAbout: typeof cutAboutEn;
    /** The barbershop's Services page. */
    cutServices: typeof cutServicesEn;
    /** The barbershop's Portfolio page and its case studies. */
    cutPortfolio: typeof cutPortfolioEn;
    /** The barbershop's Contact page and its message form. */
    cutContact: typeof cutContactEn;
    /** Each barbershop sub-page's <title> and description. */
    cutMeta: typeof cutMetaEn;
  }
}

export {};
