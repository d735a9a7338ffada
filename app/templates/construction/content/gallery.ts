import { premiumConstructionSite } from "../site";
import { constructionGalleryEn } from "./gallery.en";
import { constructionGalleryFr } from "./gallery.fr";

/** This template's gallery card in both languages, by its slug (read by ../../registry.ts). */
export const galleryCards = {
  [premiumConstructionSite.slug]: { en: constructionGalleryEn, fr: constructionGalleryFr },
};
