/**
 * The owner's text edits, per language, as page → section → field → text
 * (SPEC §3.2). Every operation returns a new edit set and leaves its input
 * untouched; an operation that changes nothing returns its input itself, so
 * `next === previous` means "nothing to save or to add to the history".
 * Empty fields, sections, pages and languages are never kept.
 */
import { LOCALES, type Locale } from "../storage-keys";
import type { EditAddress } from "./edit-address";
import { own, safeRecord, withEntry, withoutEntry, type SafeRecord } from "./safe-record";

/** One section's edited fields: field path → text. */
type SectionEdits = SafeRecord<string>;
/** One page's edited sections: qualified section key → fields. */
type PageEdits = SafeRecord<SectionEdits>;
/** One language's edits: page → sections. */
type EditTree = SafeRecord<PageEdits>;

/** Every edit, versioned so that a later shape can read this one. */
export interface EditSet {
  readonly version: 1;
  readonly edits: Readonly<Partial<Record<Locale, EditTree>>>;
}

/** One edit, flattened (the export's Page, Section, Field, Value). */
export interface EditRow extends EditAddress {
  readonly value: string;
}

/** The edit set with no edits. */
export const NO_EDITS: EditSet = { version: 1, edits: {} };

const withTree = (set: EditSet, locale: Locale, tree: EditTree): EditSet => {
  const edits: Partial<Record<Locale, EditTree>> = { ...set.edits };
  if (Object.keys(tree).length === 0) delete edits[locale];
  else edits[locale] = tree;
  return { version: 1, edits };
};

/** The edited text at `address` in `locale`, or undefined. */
export function getEdit(set: EditSet, locale: Locale, address: EditAddress): string | undefined {
  return own(own(own(set.edits[locale], address.page), address.section), address.field);
}

/** Stores `value` as the text at `address` in `locale`. */
export function setEdit(
  set: EditSet,
  locale: Locale,
  address: EditAddress,
  value: string,
): EditSet {
  if (getEdit(set, locale, address) === value) return set;
  const tree = set.edits[locale];
  const page = own(tree, address.page);
  const section = own(page, address.section);
  return withTree(
    set,
    locale,
    withEntry(
      tree,
      address.page,
      withEntry(page, address.section, withEntry(section, address.field, value)),
    ),
  );
}

/** Removes the edit at `address` in `locale` ("Reset this field"). */
export function removeEdit(set: EditSet, locale: Locale, address: EditAddress): EditSet {
  const tree = set.edits[locale];
  const page = own(tree, address.page);
  const section = own(page, address.section);
  if (tree === undefined || page === undefined || section === undefined) return set;
  if (!Object.hasOwn(section, address.field)) return set;

  const nextSection = withoutEntry(section, address.field);
  const nextPage = isEmpty(nextSection)
    ? withoutEntry(page, address.section)
    : withEntry(page, address.section, nextSection);
  const nextTree = isEmpty(nextPage)
    ? withoutEntry(tree, address.page)
    : withEntry(tree, address.page, nextPage);
  return withTree(set, locale, nextTree);
}

/** Removes every edit of `locale`, or of both languages when it is omitted ("Reset all"). */
export function clearEdits(set: EditSet, locale?: Locale): EditSet {
  if (locale === undefined) return isEmpty(set.edits) ? set : NO_EDITS;
  return set.edits[locale] === undefined ? set : withTree(set, locale, safeRecord());
}

/** Only the edits of `locale` (what one language's export holds). */
export function editsOfLocale(set: EditSet, locale: Locale): EditSet {
  const tree = set.edits[locale];
  return tree === undefined ? NO_EDITS : { version: 1, edits: { [locale]: tree } };
}

/** An edit set holding the rows of each language; of two rows at one address, the later wins. */
export function editsFromRows(rows: Partial<Record<Locale, Iterable<EditRow>>>): EditSet {
  const edits: Partial<Record<Locale, EditTree>> = {};
  for (const locale of LOCALES) {
    const pages = new Map<string, Map<string, Map<string, string>>>();
    for (const { page, section, field, value } of rows[locale] ?? []) {
      childOf(childOf(pages, page), section).set(field, value);
    }
    if (pages.size === 0) continue;
    edits[locale] = safeRecord(
      [...pages].map(([page, sections]) => [
        page,
        safeRecord([...sections].map(([section, fields]) => [section, safeRecord(fields)])),
      ]),
    );
  }
  return { version: 1, edits };
}

/** `base` with every edit of `incoming` laid over it (an import wins over what was there). */
export function mergeEdits(base: EditSet, incoming: EditSet): EditSet {
  if (isEmpty(incoming.edits)) return base;
  const rows: Partial<Record<Locale, EditRow[]>> = {};
  for (const locale of LOCALES) {
    rows[locale] = [...listEdits(base, locale), ...listEdits(incoming, locale)];
  }
  return editsFromRows(rows);
}

/** Every edit of `locale` as rows, sorted by page, section and field (list indices numerically). */
export function listEdits(set: EditSet, locale: Locale): EditRow[] {
  const rows: EditRow[] = [];
  for (const [page, sections] of Object.entries(set.edits[locale] ?? {})) {
    for (const [section, fields] of Object.entries(sections)) {
      for (const [field, value] of Object.entries(fields)) {
        rows.push({ page, section, field, value });
      }
    }
  }
  return rows.sort(
    (a, b) =>
      compareKeys(a.page, b.page) ||
      compareKeys(a.section, b.section) ||
      compareKeys(a.field, b.field),
  );
}

/** The edits of one page in `locale`, sorted (what "Copy" puts on the clipboard). */
export function pageEdits(set: EditSet, locale: Locale, page: string): EditRow[] {
  const sections = own(set.edits[locale], page);
  if (sections === undefined) return [];
  return listEdits({ version: 1, edits: { [locale]: safeRecord([[page, sections]]) } }, locale);
}

const isEmpty = (record: object) => Object.keys(record).length === 0;

/** The map under `key`, created when missing. */
function childOf<V>(map: Map<string, Map<string, V>>, key: string): Map<string, V> {
  let child = map.get(key);
  if (child === undefined) map.set(key, (child = new Map()));
  return child;
}

const NUMBER = /^\d+$/;

/**
 * Orders dotted keys part by part, numbers by value ("cards.2" before
 * "cards.10"), other parts by code unit, so the order is the same everywhere.
 */
export function compareKeys(a: string, b: string): number {
  const left = a.split(".");
  const right = b.split(".");
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const x = left[i] ?? "";
    const y = right[i] ?? "";
    if (x === y) continue;
    if (NUMBER.test(x) && NUMBER.test(y)) return Number(x) - Number(y) || (x < y ? -1 : 1);
    return x < y ? -1 : 1;
  }
  return left.length - right.length;
}
