import type { robotTemplateEn } from "./content/home.en";

declare module "../../content/namespaces" {
  interface Namespaces {
    /** The robot template's preview page: checklist, integration note, call to action. */
    robotTemplate: typeof robotTemplateEn;
  }
}

export {};
