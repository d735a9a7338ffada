import published from "virtual:published-edits";
import { flattenPublished, publishedKey } from "../lib/published-copy";
import type { Locale } from "../lib/storage-keys";

/**
 * The edits published with the site: exports of the copy editor's dashboard
 * committed in app/content/published-edits/, checked and baked in by the
 * build (scripts/published-edits-plugin.ts; README, "Publishing copy edits").
 */
const texts = flattenPublished(published);

/** The published text for `id` (of `instance`) in `locale`, or undefined. */
export const publishedText = (locale: Locale, id: string, instance?: string): string | undefined =>
  texts[locale]?.get(publishedKey(id, instance));
