import { defineCopy } from "../../../content/registry";
import { snowSquatchGalleryEn } from "./gallery.en";
import { snowSquatchGalleryFr } from "./gallery.fr";

/** Its record's slug (`../site.ts`), which the gallery checks against this card. */
const slug = "snow-squatch";

/**
 * This template's gallery card in both languages, by its slug (read by
 * ../../registry.ts), registered as the `templateCard` copy of that slug.
 */
export const galleryCards = {
  [slug]: defineCopy(
    "templateCard",
    "templates",
    { en: snowSquatchGalleryEn, fr: snowSquatchGalleryFr },
    slug,
  ),
};
