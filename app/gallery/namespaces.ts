import type { galleryEn } from "./content/gallery.en";
import type { galleryCardsEn } from "./content/gallery-cards.en";
import type { galleryDialogsEn } from "./content/gallery-dialogs.en";

declare module "../content/namespaces" {
  interface Namespaces {
    gallery: typeof galleryEn;
    galleryCards: typeof galleryCardsEn;
    galleryDialogs: typeof galleryDialogsEn;
  }
}

export {};
