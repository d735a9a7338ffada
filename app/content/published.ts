import published from "virtual:published-edits";
import { publishedKey, type PublishedCopy } from "../lib/published-copy";
import type { Locale } from "../lib/storage-keys";

/**
 * The edits published with the site: exports of the copy editor's dashboard
 * committed in app/content/published-edits/, checked and baked in by the
 * build (scripts/published-edits-plugin.ts; README, "Publishing copy edits").
 */
const texts = published as PublishedCopy | null;

/** The published text for `id` (of `instance`) in `locale`, or undefined. */
export function publishedText(locale: Locale, id: string, instance?: string): string | undefined {
  const inLocale = texts?.[locale];
  const key = publishedKey(id, instance);
  return inLocale && Object.hasOwn(inLocale, key) ? inLocale[key] : undefined;
}
