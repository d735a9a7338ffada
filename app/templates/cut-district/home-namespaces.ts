import type { cutHomeEn } from "./content/home.en";
import type { cutHomeSectionsEn } from "./content/home-sections.en";
import type { cutHomeMetaEn } from "./content/home-meta.en";

declare module "../../content/namespaces" {
  interface Namespaces {
    /** The barbershop's one-page site at /templates/cut-district. */
    cutHome: typeof cutHomeEn & typeof cutHomeSectionsEn;
    /** Its <title> and description. */
    cutHomeMeta: typeof cutHomeMetaEn;
  }
}

export {};
