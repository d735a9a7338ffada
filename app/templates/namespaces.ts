import type { templateEntryEn } from "./content/entry.en";
import type { miningGalleryEn } from "./mining/content/gallery.en";

declare module "../content/namespaces" {
  interface Namespaces {
    /** One template's card (its `content/gallery.*`), provided around whatever shows it. */
    templateCard: typeof miningGalleryEn;
    /** /templates/<slug>: loading, not found, redirecting. */
    templateEntry: typeof templateEntryEn;
  }
}

export {};
