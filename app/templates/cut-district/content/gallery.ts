import { defineCopy } from "../../../content/registry";
import { cutDistrictGalleryEn } from "./gallery.en";
import { cutDistrictGalleryFr } from "./gallery.fr";

/** Its record's slug (`../site.ts`), which the gallery checks against this card. */
const slug = "cut-district";

/**
 * This template's gallery card in both languages, by its slug (read by
 * ../../registry.ts), registered as the `templateCard` copy of that slug.
 */
export const galleryCards = {
  [slug]: defineCopy(
    "templateCard",
    "templates",
    { en: cutDistrictGalleryEn, fr: cutDistrictGalleryFr },
    slug,
  ),
};
