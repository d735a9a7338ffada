import { robotSite } from "../site";
import { robotGalleryEn } from "./gallery.en";
import { robotGalleryFr } from "./gallery.fr";

/** This template's gallery card in both languages, by its slug (read by ../../registry.ts). */
export const galleryCards = { [robotSite.slug]: { en: robotGalleryEn, fr: robotGalleryFr } };
