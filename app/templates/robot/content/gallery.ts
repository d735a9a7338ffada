import { defineCopy } from "../../../content/registry";
import { robotSite } from "../site";
import { robotGalleryEn } from "./gallery.en";
import { robotGalleryFr } from "./gallery.fr";

const { slug } = robotSite;

/**
 * This template's gallery card in both languages, by its slug (read by
 * ../../registry.ts), registered as the `templateCard` copy of that slug.
 */
export const galleryCards = {
  [slug]: defineCopy("templateCard", "templates", { en: robotGalleryEn, fr: robotGalleryFr }, slug),
};
