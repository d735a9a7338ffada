/**
 * What the editor needs from the copy registry: which page a namespace is on,
 * a text's original (the dictionary's, or the published edit) and, for the
 * import, every text that exists (listed at build time).
 */
import { publishedText } from "../../content/published";
import { registeredCopy, type CopyEntry } from "../../content/registry";
import type { KnownFields } from "../../lib/copy-edits/import-edits";
import type { Locale } from "../../lib/storage-keys";
import { lookup } from "../../lib/text-path";

const entryOf = (namespace: string, instance?: string): CopyEntry | undefined =>
  registeredCopy().find((entry) => entry.namespace === namespace && entry.instance === instance) ??
  registeredCopy().find((entry) => entry.namespace === namespace);

/** The page a namespace's copy is registered under. */
export const pageOf = (namespace: string): string | undefined => entryOf(namespace)?.page;

/** The text as it is without this browser's edits: published with the site, else the dictionary's. */
export function originalText(locale: Locale, id: string, instance?: string): string | undefined {
  const dot = id.indexOf(".");
  return (
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
