import type { constructionCommonEn } from "./content/common.en";
import type { constructionContactEn } from "./content/contact.en";
import type { constructionHomeEn } from "./content/home.en";
import type { constructionMetaEn } from "./content/meta.en";

declare module "../../content/namespaces" {
  interface Namespaces {
    /** The footer, on every page of the site. */
    constructionCommon: typeof constructionCommonEn;
    /** The premium construction home. */
    constructionHome: typeof constructionHomeEn;
    /** The contact page. */
    constructionContact: typeof constructionContactEn;
    /** Each built page's <title> and description. */
    constructionMeta: typeof constructionMetaEn;
  }
}

export {};
