import { defineCopy } from "../../content/registry";
import { galleryEn } from "./gallery.en";
import { galleryFr } from "./gallery.fr";

export const galleryCopy = defineCopy("gallery", "templates", { en: galleryEn, fr: galleryFr });
