import type { robotTemplateEn } from "./content/home.en";
import type { robotTemplateSectionsEn } from "./content/home-sections.en";

declare module "../../content/namespaces" {
  interface Namespaces {
    /** Northspan Robotics' one-page site: every section, the contact form and the footer. */
    robotTemplate: typeof robotTemplateEn & typeof robotTemplateSectionsEn;
  }
}

export {};
