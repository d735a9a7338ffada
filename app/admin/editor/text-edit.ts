/**
 * Reading and changing one text's edit in the current edits: the glue
 * between a text on screen (id, instance, language) and the edit store.
 */
import { addressOfText, type EditAddress } from "../../lib/copy-edits/edit-address";
import { getEdit, removeEdit, setEdit } from "../../lib/copy-edits/edits";
import type { Locale } from "../../lib/storage-keys";
import { originalText, pageOf } from "./copy-source";
import { commitEdits, currentEdits } from "./edits-store";

export interface TextRef {
  readonly locale: Locale;
  readonly id: string;
  readonly instance?: string;
}

function addressOf({ id, instance }: TextRef): EditAddress | null {
  const page = pageOf(id.slice(0, id.indexOf(".")));
  return page === undefined ? null : addressOfText(page, id, instance);
}

/** The text to edit (placeholders such as {year} unfilled) and whether this browser has an edit of it. */
export function readText(ref: TextRef): { value: string; original: string; edited: boolean } {
  const original = originalText(ref.locale, ref.id, ref.instance) ?? "";
  const address = addressOf(ref);
  const edit = address && getEdit(currentEdits(), ref.locale, address);
  return { value: edit ?? original, original, edited: edit != null };
}

/** Saves `value` as the text; the original text itself removes the edit. */
export function saveText(ref: TextRef, value: string): void {
  const address = addressOf(ref);
  if (address === null) return;
  const { original } = readText(ref);
  commitEdits(
    value === original
      ? removeEdit(currentEdits(), ref.locale, address)
      : setEdit(currentEdits(), ref.locale, address, value),
  );
}

/** Removes this browser's edit of the text. */
export function resetText(ref: TextRef): void {
  const address = addressOf(ref);
  if (address !== null) commitEdits(removeEdit(currentEdits(), ref.locale, address));
}
