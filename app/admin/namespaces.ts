import type { adminEn } from "./content/admin.en";

declare module "../content/namespaces" {
  interface Namespaces {
    admin: typeof adminEn;
  }
}

export {};
