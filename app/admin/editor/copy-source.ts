/**
 * What the editor needs from the copy registry: which page a namespace is on,
 * a text's original (the dictionary's, or the published edit) and, for the
 * import, every text that exists.
 */
import { publishedText } from "../../content/published";
import { copyFields, registeredCopy, type CopyEntry } from "../../content/registry";
import { knownFieldKeys } from "../../lib/copy-edits/edit-address";
import type { KnownFields } from "../../lib/copy-edits/import-edits";
import { LOCALES, type Locale } from "../../lib/storage-keys";
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

/** Every copy module of the site, so that the import knows every text (each registers on load). */
const copyModules = import.meta.glob([
  "/app/**/content/*.ts",
  "/app/i18n/*.ts",
  "!/app/**/*.{en,fr}.ts",
  "!/app/**/*.test.ts",
]);

/** Loads every copy module, then lists every text that exists, per language. */
export async function loadKnownFields(): Promise<KnownFields> {
  await Promise.all(Object.values(copyModules).map((load) => load()));
  const entries = registeredCopy();
  const known = {} as Record<Locale, Set<string>>;
  for (const locale of LOCALES) {
    known[locale] = knownFieldKeys(entries.flatMap((entry) => copyFields(entry, locale)));
  }
  return known;
}
