/**
 * The owner's text edits in this browser, with undo and redo: one store for
 * the page's texts, the edit bar and the dashboard. Every change is saved
 * under the brand-named key at once; a browser that refuses (private mode,
 * full storage) keeps it for this page view and says so (`notSaved`).
 */
import {
  canRedo,
  canUndo,
  pushHistory,
  redo,
  startHistory,
  undo,
  type History,
} from "../../lib/copy-edits/history";
import { NO_EDITS, type EditSet } from "../../lib/copy-edits/edits";
import { parseStoredEdits, serializeEdits } from "../../lib/copy-edits/edits-schema";
import { read, subscribe, write } from "../../lib/storage";

export interface EditsState {
  readonly history: History<EditSet>;
  /** True when the last change could not be saved in browser storage. */
  readonly notSaved: boolean;
}

const stored = (): EditSet => {
  const raw = read("copyEdits");
  return (raw === null ? null : parseStoredEdits(raw)) ?? NO_EDITS;
};

let state: EditsState = { history: startHistory(stored()), notSaved: false };
let lastWritten = read("copyEdits");
const listeners = new Set<() => void>();

function set(next: EditsState) {
  state = next;
  for (const listener of listeners) listener();
}

function save(history: History<EditSet>) {
  const raw = serializeEdits(history.present);
  lastWritten = raw;
  set({ history, notSaved: !write("copyEdits", raw) });
}

export const editsState = (): EditsState => state;
export const currentEdits = (): EditSet => state.history.present;

export function subscribeEdits(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Makes `next` the current edits (one undo step), unless it changes nothing. */
export function commitEdits(next: EditSet): void {
  if (next === state.history.present) return;
  save(pushHistory(state.history, next));
}

export function undoEdit(): void {
  if (canUndo(state.history)) save(undo(state.history));
}

export function redoEdit(): void {
  if (canRedo(state.history)) save(redo(state.history));
}

// Another tab (or the dashboard's import there) changed the edits: show them here too.
subscribe(() => {
  const raw = read("copyEdits");
  if (raw === lastWritten) return;
  lastWritten = raw;
  set({ ...state, history: pushHistory(state.history, stored()) });
});
