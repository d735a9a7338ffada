import { cutDistrictSite } from "../site";
import { cutDistrictGalleryEn } from "./gallery.en";
import { cutDistrictGalleryFr } from "./gallery.fr";

/** This template's gallery card in both languages, by its slug (read by ../../registry.ts). */
export const galleryCards = {
  [cutDistrictSite.slug]: { en: cutDistrictGalleryEn, fr: cutDistrictGalleryFr },
};
