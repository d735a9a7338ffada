/**
 * Answers "is there an edit for this text?" for every <Text> on a page, in
 * constant time: the edit set is flattened into one map per language once,
 * and the map is remembered for as long as that edit set exists.
 */
import { LOCALES, type Locale } from "../storage-keys";
import { addressKey, addressOfText } from "./edit-address";
import { listEdits, type EditSet } from "./edits";

/** The page a namespace is registered under (the copy registry knows), or undefined. */
export type PageOfNamespace = (namespace: string) => string | undefined;

/** Same signature as the content layer's `CopyOverride`: the edited text, or undefined. */
export type EditLookup = (locale: Locale, id: string, instance?: string) => string | undefined;

type Index = ReadonlyMap<Locale, ReadonlyMap<string, string>>;

const indexes = new WeakMap<EditSet, Index>();

function indexFor(set: EditSet): Index {
  let index = indexes.get(set);
  if (index === undefined) {
    const byLocale = new Map<Locale, Map<string, string>>();
    for (const locale of LOCALES) {
      if (set.edits[locale] === undefined) continue;
      byLocale.set(
        locale,
        new Map(listEdits(set, locale).map((row) => [addressKey(row), row.value])),
      );
    }
    index = byLocale;
    indexes.set(set, index);
  }
  return index;
}

/**
 * A lookup of edited texts by language, text id and instance. `pageOf` maps
 * a namespace to its page, as registered (a text's edit is stored under its
 * page).
 */
export function createEditLookup(set: EditSet, pageOf: PageOfNamespace): EditLookup {
  const index = indexFor(set);
  return (locale, id, instance) => {
    const edits = index.get(locale);
    if (edits === undefined) return undefined;
    const namespace = id.slice(0, id.indexOf("."));
    const page = pageOf(namespace);
    if (page === undefined) return undefined;
    const address = addressOfText(page, id, instance);
    return address === null ? undefined : edits.get(addressKey(address));
  };
}
