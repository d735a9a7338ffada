import type { versionsEn } from "./content/versions.en";

declare module "../../content/namespaces" {
  interface Namespaces {
    versions: typeof versionsEn;
  }
}

export {};
