import { defineCopy } from "../../../content/registry";
import { CUT_DISTRICT_SLUG as slug } from "../brand";
import { cutDistrictGalleryEn } from "./gallery.en";
import { cutDistrictGalleryFr } from "./gallery.fr";

/**
 * This template's gallery card in both languages, by its slug: the module the
 * gallery loads for it (`gallery.card` in ../site.ts), also read by
 * ../../registry.ts, and registered as the `templateCard` copy of that slug.
 */
export const galleryCards = {
  [slug]: defineCopy(
    "templateCard",
    "templates",
    { en: cutDistrictGalleryEn, fr: cutDistrictGalleryFr },
    slug,
  ),
};
