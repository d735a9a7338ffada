import type { quoteEn } from "./content/quote.en";

declare module "../content/namespaces" {
  interface Namespaces {
    quote: typeof quoteEn;
  }
}

export {};
