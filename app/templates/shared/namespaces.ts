import type { templateFormEn } from "./content/form.en";
import type { templateStatusEn } from "./content/status.en";
import type { templateUiEn } from "./content/ui.en";

declare module "../../content/namespaces" {
  interface Namespaces {
    templateUi: typeof templateUiEn;
    templateForm: typeof templateFormEn;
    templateStatus: typeof templateStatusEn;
  }
}

export {};
