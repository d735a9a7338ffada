import { miningSite } from "../site";
import { miningGalleryEn } from "./gallery.en";
import { miningGalleryFr } from "./gallery.fr";

/** This template's gallery card in both languages, by its slug (read by ../../registry.ts). */
export const galleryCards = { [miningSite.slug]: { en: miningGalleryEn, fr: miningGalleryFr } };
