import type { robotTemplateEn } from "./content/home.en";

declare module "../../content/namespaces" {
  interface Namespaces {
    /** Northspan Robotics' one-page site: every section, the contact form and the footer. */
    robotTemplate: typeof robotTemplateEn;
  }
}

export {};
