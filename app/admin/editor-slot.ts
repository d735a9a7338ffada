import type { ComponentType } from "react";
import type { EditableTextProps } from "../content/useEditableText";
import type { CopyOverride } from "../content/useCopyOverride";
import type { SectionArrangement } from "./useSectionArrangement";

/**
 * What the copy editor plugs into every page once its code has loaded (it
 * loads only for someone who logged in or has edits in this browser): the
 * lookup of the edits, the editable text of edit mode and the edit mode's own
 * controls, and the arrangement of sections. Until then every field is null and pages carry none of its code.
 */
export interface EditorSlot {
  readonly override: CopyOverride | null;
  readonly EditableText: ComponentType<EditableTextProps> | null;
  readonly EditModeChrome: ComponentType | null;
  /** This browser's order and deletions of sections. */
  readonly arrange: SectionArrangement["arrange"] | null;
  /** Edit mode's section toolbars (their drag-and-drop code loads only in edit mode). */
  readonly SectionsFrame: SectionArrangement["Frame"];
}

const EMPTY: EditorSlot = {
  override: null,
  EditableText: null,
  EditModeChrome: null,
  arrange: null,
  SectionsFrame: null,
};

let slot = EMPTY;
const listeners = new Set<() => void>();

export const editorSlot = (): EditorSlot => slot;

/** The server's (and hydration's) snapshot: the prerendered page has no edits of this browser. */
export const emptyEditorSlot = (): EditorSlot => EMPTY;

export function fillEditorSlot(next: Partial<EditorSlot>): void {
  slot = { ...slot, ...next };
  for (const listener of listeners) listener();
}

export function subscribeEditorSlot(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
