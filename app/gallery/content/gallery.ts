import { galleryEn } from "./gallery.en";
import { galleryFr } from "./gallery.fr";

export const galleryCopy = { en: galleryEn, fr: galleryFr };
