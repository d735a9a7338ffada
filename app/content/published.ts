import published from "virtual:published-edits";
import { publishedKey, readLiveCopy, type PublishedCopy } from "../lib/published-copy";
import type { Locale } from "../lib/storage-keys";

/**
 * The edits published with the site: exports of the copy editor's dashboard
 * committed in app/content/published-edits/, checked and baked in by the
 * build (scripts/published-edits-plugin.ts; README, "Publishing copy edits").
 */
const base = published as PublishedCopy | null;

/** The id of the data block that carries the live version's texts (lib/published-copy.ts). */
export const LIVE_COPY_ID = "live-copy";

/**
 * The version the owner published on the studio's server, laid over `base`: set by the server's
 * render (entry.server.tsx) and, in the browser, read from the page's data block, so that the
 * page hydrates with the texts its HTML shows. Null on a page no publish has rendered.
 */
let live: PublishedCopy | null =
  typeof document === "undefined"
    ? null
    : readLiveCopy(document.getElementById(LIVE_COPY_ID)?.textContent ?? null);

/** The live version's texts, or null. */
export const liveCopy = (): PublishedCopy | null => live;

/** Makes `copy` the live version's texts (the server's render; the editor after a publish). */
export function setLiveCopy(copy: PublishedCopy | null): void {
  live = copy;
}

/** The published text for `id` (of `instance`) in `locale`, or undefined. */
export function publishedText(locale: Locale, id: string, instance?: string): string | undefined {
  const key = publishedKey(id, instance);
  for (const texts of [live?.[locale], base?.[locale]]) {
    if (texts && Object.hasOwn(texts, key)) return texts[key];
  }
  return undefined;
}
