import published from "virtual:published-edits";
import { publishedKey, type PublishedCopy } from "../lib/published-copy";
import type { Locale } from "../lib/storage-keys";

/**
 * The edits published with the site: exports of the copy editor's dashboard
 * committed in app/content/published-edits/, checked and baked in by the
 * build (scripts/published-edits-plugin.ts; README, "Publishing copy edits").
 */
const base = published as PublishedCopy | null;

/** The id of the data block that carries a published version's texts (LiveCopyData). */
export const LIVE_COPY_ID = "live-copy";

/**
 * The texts pages show: the build's, or, on a page the studio's server rendered after the owner
 * published, the version's laid over them. The server's render sets them (entry.server.tsx); the
 * browser reads them from the page's data block (the server's own output), so that the page
 * hydrates with the texts its HTML shows.
 */
let texts: PublishedCopy | null = import.meta.env.SSR
  ? base
  : JSON.parse(document.getElementById(LIVE_COPY_ID)?.textContent || "0") || base;

/** A published version's texts with the build's under them, or null (the server's render). */
export const liveCopy = (): PublishedCopy | null => (texts === base ? null : texts);

/** Lays a published version's texts over the build's (the server's render, before each page). */
export function setLiveCopy(copy: PublishedCopy | null): void {
  texts = copy ? { en: { ...base?.en, ...copy.en }, fr: { ...base?.fr, ...copy.fr } } : base;
}

/** The published text for `id` (of `instance`) in `locale`, or undefined. */
export function publishedText(locale: Locale, id: string, instance?: string): string | undefined {
  const inLocale = texts?.[locale];
  const key = publishedKey(id, instance);
  return inLocale && Object.hasOwn(inLocale, key) ? inLocale[key] : undefined;
}
