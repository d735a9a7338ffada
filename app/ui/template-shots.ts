import type { Locale } from "../lib/storage-keys";
import { shotSet, type ShotSet, type ShotView } from "../lib/shot-set";

/** Every template home's pictures that `npm run images` wrote, as built URLs. */
const URLS = import.meta.glob<string>("../assets/shots/*/*.webp", {
  eager: true,
  query: "?url",
  import: "default",
});

/** The picture of a template's home, in a view and a language (or English). */
export const templateShot = (slug: string, view: ShotView, locale: Locale): ShotSet | undefined =>
  shotSet(URLS, slug, view, locale);
