import type { inboxEn } from "./content/inbox.en";

declare module "../../content/namespaces" {
  interface Namespaces {
    inbox: typeof inboxEn;
  }
}

export {};
