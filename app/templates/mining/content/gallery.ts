import { defineCopy } from "../../../content/registry";
import { miningGalleryEn } from "./gallery.en";
import { miningGalleryFr } from "./gallery.fr";

/** Its record's slug (`../site.ts`), which the gallery checks against this card. */
const slug = "modern-mining";

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
