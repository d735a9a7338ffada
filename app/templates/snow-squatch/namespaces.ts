import type { snowSquatchEn } from "./content/home.en";
import type { snowSquatchSectionsEn } from "./content/home-sections.en";

declare module "../../content/namespaces" {
  interface Namespaces {
    /** Snow Squatch's one-page site: every section, the quote form and the footer. */
    snowSquatch: typeof snowSquatchEn & typeof snowSquatchSectionsEn;
  }
}

export {};
