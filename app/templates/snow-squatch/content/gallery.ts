import { defineCopy } from "../../../content/registry";
import { snowSquatchSite } from "../site";
import { snowSquatchGalleryEn } from "./gallery.en";
import { snowSquatchGalleryFr } from "./gallery.fr";

const { slug } = snowSquatchSite;

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
