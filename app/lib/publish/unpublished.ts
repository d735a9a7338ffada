/**
 * Which of the browser's edits visitors do not see yet: the edits whose text differs from the
 * text the live site shows (the published version's, else the build's). The edit bar counts
 * them; after a publish, the edits the live site now shows are no longer kept as edits.
 */
import { textIdOf } from "../copy-edits/edit-address";
import { editsFromRows, listEdits, type EditRow, type EditSet } from "../copy-edits/edits";
import { LOCALES, type Locale } from "../storage-keys";

/** The text the live site shows for `id` (of `instance`) in `locale`, if it has one. */
export type LiveText = (locale: Locale, id: string, instance?: string) => string | undefined;

const isUnpublished = (row: EditRow, locale: Locale, live: LiveText) => {
  const text = textIdOf(row);
  return text === null || live(locale, text.id, text.instance) !== row.value;
};

/** The edits of `set` that the live site does not show, per language. */
export function unpublishedEdits(set: EditSet, live: LiveText): EditSet {
  const rows: Partial<Record<Locale, EditRow[]>> = {};
  for (const locale of LOCALES) {
    rows[locale] = listEdits(set, locale).filter((row) => isUnpublished(row, locale, live));
  }
  return editsFromRows(rows);
}

/** How many edits of `set` the live site does not show, both languages together. */
export const unpublishedCount = (set: EditSet, live: LiveText): number =>
  LOCALES.reduce(
    (count, locale) =>
      count + listEdits(set, locale).filter((row) => isUnpublished(row, locale, live)).length,
    0,
  );
