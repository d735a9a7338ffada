/**
 * The owner's text edits in this browser, with undo and redo: one store for
 * the page's texts, the edit bar and the dashboard. Every change is saved
 * under the brand-named key at once; a browser that refuses (private mode,
 * full storage) keeps it for this page view and says so (`notSaved`), and so
 * does a change that would take the edits over the schema's limits, which
 * could not be read back.
 *
 * A stored value that the schema does not accept in full is never replaced
 * silently: before the first change, it is kept under the backup key
 * (`backup`, which the edit bar and the dashboard show) until the owner
 * discards it. While it cannot be kept there (an earlier backup is waiting,
 * or storage is full) it stays where it is and changes are not saved.
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
import { limitProblem, readStoredEdits, serializeEdits } from "../../lib/copy-edits/edits-schema";
import { read, remove, subscribe, write } from "../../lib/storage";

export interface EditsState {
  readonly history: History<EditSet>;
  /** True when the last change could not be saved in browser storage. */
  readonly notSaved: boolean;
  /** The stored text the editor could not read in full, kept under the backup key; null if none. */
  readonly backup: string | null;
}

/** An unreadable stored value that could not be backed up yet: it must not be written over. */
let unreadable: string | null = null;

/** Keeps `raw` under the backup key, unless another backup is there. */
function keepBackup(raw: string) {
  const kept = read("copyEditsBackup");
  unreadable = kept === raw || (kept === null && write("copyEditsBackup", raw)) ? null : raw;
}

const stored = (): EditSet => {
  const raw = read("copyEdits");
  if (raw === null) return NO_EDITS;
  const { edits, intact } = readStoredEdits(raw);
  if (intact) unreadable = null;
  else keepBackup(raw);
  return edits ?? NO_EDITS;
};

const history = startHistory(stored());
let state: EditsState = { history, notSaved: false, backup: read("copyEditsBackup") };
let lastWritten = read("copyEdits");
const listeners = new Set<() => void>();

function set(next: EditsState) {
  state = next;
  for (const listener of listeners) listener();
}

function save(history: History<EditSet>) {
  const backup = read("copyEditsBackup");
  if (unreadable !== null || limitProblem(history.present) !== null) {
    return set({ history, notSaved: true, backup });
  }
  const raw = serializeEdits(history.present);
  lastWritten = raw;
  set({ history, notSaved: !write("copyEdits", raw), backup });
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

/** Removes the backup (the owner has downloaded it, or does not want it). */
export function discardBackup(): void {
  remove("copyEditsBackup");
  if (unreadable !== null) keepBackup(unreadable);
  set({ ...state, backup: read("copyEditsBackup") });
}

// Another tab (or the dashboard's import there) changed the edits or the backup: show them here too.
subscribe(() => {
  const raw = read("copyEdits");
  const backup = read("copyEditsBackup");
  if (raw !== lastWritten) {
    lastWritten = raw;
    const history = pushHistory(state.history, stored());
    set({ ...state, history, backup: read("copyEditsBackup") });
  } else if (backup !== state.backup) {
    set({ ...state, backup });
  }
});
