import type { constructionHomeEn } from "./content/home.en";

declare module "../../content/namespaces" {
  interface Namespaces {
    /** The premium construction home. */
    constructionHome: typeof constructionHomeEn;
  }
}

export {};
