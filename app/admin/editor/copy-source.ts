/**
 * What the editor needs from the copy registry: which page a namespace is on,
 * a text's original (the dictionary's, or the published edit) and, for the
 * import, every text that exists (listed at build time).
 */
import { publishedText } from "../../content/published";
import { publishedKey, type PublishedCopy } from "../../lib/published-copy";
import { registeredCopy, type CopyEntry } from "../../content/registry";
import type { KnownFields } from "../../lib/copy-edits/import-edits";
import type { Locale } from "../../lib/storage-keys";
import { lookup } from "../../lib/text-path";

const entryOf = (namespace: string, instance?: string): CopyEntry | undefined =>
  registeredCopy().find((entry) => entry.namespace === namespace && entry.instance === instance) ??
  registeredCopy().find((entry) => entry.namespace === namespace);

/** The page a namespace's copy is registered under. */
export const pageOf = (namespace: string): string | undefined => entryOf(namespace)?.page;

/**
 * What the studio's server last said is live (its published version's texts), newer than the
 * page's own when this browser or another has published since the page loaded; null before.
 */
let serverLive: PublishedCopy | null = null;

/** Keeps what the server says is live (the edit bar, the versions page). */
export function setServerLive(copy: PublishedCopy | null): void {
  serverLive = copy;
}

/**
 * The text as it is without this browser's edits: as the server last said it is live, else
 * published with the site, else the dictionary's.
 */
export function originalText(locale: Locale, id: string, instance?: string): string | undefined {
  const dot = id.indexOf(".");
  const key = publishedKey(id, instance);
  const live = serverLive?.[locale];
  return (
    (live && Object.hasOwn(live, key) ? live[key] : undefined) ??
    publishedText(locale, id, instance) ??
    lookup(entryOf(id.slice(0, dot), instance)?.copy[locale], id.slice(dot + 1))
  );
}

/** Every text that exists, per language (French is typed against English: the same texts). */
export async function loadKnownFields(): Promise<KnownFields> {
  const { copyFieldKeys } = await import("./copy-field-keys");
  const known = new Set(copyFieldKeys);
  return { en: known, fr: known };
}
