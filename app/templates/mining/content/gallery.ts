import { defineCopy } from "../../../content/registry";
import { miningSite } from "../site";
import { miningGalleryEn } from "./gallery.en";
import { miningGalleryFr } from "./gallery.fr";

const { slug } = miningSite;

/**
 * This template's gallery card in both languages, by its slug (read by
 * ../../registry.ts), registered as the `templateCard` copy of that slug.
 */
export const galleryCards = {
  [slug]: defineCopy(
    "templateCard",
    "templates",
    { en: miningGalleryEn, fr: miningGalleryFr },
    slug,
  ),
};
