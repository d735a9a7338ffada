import type { galleryEn } from "./content/gallery.en";

declare module "../content/namespaces" {
  interface Namespaces {
    gallery: typeof galleryEn;
  }
}

export {};
