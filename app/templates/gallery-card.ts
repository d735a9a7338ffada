import type { Locale } from "../lib/storage-keys";
import type { Translation } from "../lib/text-path";
import type { miningGalleryEn } from "./mining/content/gallery.en";

/** The words of a gallery card (each template's `content/gallery.*`). */
type GalleryCopy = Translation<typeof miningGalleryEn>;
/** A card's words in both languages, for its `templateCard` ContentProvider. */
export type GalleryCard = Record<Locale, GalleryCopy>;
/** Cards by slug, as each template's card module exports them (`galleryCards`). */
export type GalleryCards = Readonly<Record<string, GalleryCard>>;
