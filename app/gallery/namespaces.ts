import type { galleryEn } from "./content/gallery.en";
import type { galleryDialogsEn } from "./content/gallery-dialogs.en";

declare module "../content/namespaces" {
  interface Namespaces {
    gallery: typeof galleryEn;
    galleryDialogs: typeof galleryDialogsEn;
  }
}

export {};
