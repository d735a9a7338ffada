import type { welcomeEn } from "./content/welcome.en";

declare module "../content/namespaces" {
  interface Namespaces {
    welcome: typeof welcomeEn;
  }
}

export {};
