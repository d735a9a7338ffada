import { snowSquatchSite } from "../site";
import { snowSquatchGalleryEn } from "./gallery.en";
import { snowSquatchGalleryFr } from "./gallery.fr";

/** This template's gallery card in both languages, by its slug (read by ../../registry.ts). */
export const galleryCards = {
  [snowSquatchSite.slug]: { en: snowSquatchGalleryEn, fr: snowSquatchGalleryFr },
};
