/**
 * Undo and redo: a bounded history of values (edit sets, section layouts).
 * Pure: every function returns a new history and never changes its input.
 */

/** The values before the present one (oldest first), the present one, and those undone. */
export interface History<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
}

/** How many steps can be undone. */
export const HISTORY_LIMIT = 100;

/** A history with nothing to undo or redo. */
export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [] };
}

/**
 * Makes `next` the present value after a change: the old present can be
 * undone, the redo steps are dropped and only the last `limit` steps are
 * kept. Pushing the present value itself changes nothing.
 */
export function pushHistory<T>(history: History<T>, next: T, limit = HISTORY_LIMIT): History<T> {
  if (Object.is(next, history.present)) return history;
  const past = [...history.past, history.present];
  return { past: past.slice(Math.max(0, past.length - limit)), present: next, future: [] };
}

/** True when there is a step to undo. */
export const canUndo = <T>(history: History<T>): boolean => history.past.length > 0;

/** True when there is an undone step to redo. */
export const canRedo = <T>(history: History<T>): boolean => history.future.length > 0;

/** Goes one step back; unchanged when there is nothing to undo. */
export function undo<T>(history: History<T>): History<T> {
  if (!canUndo(history)) return history;
  return {
    past: history.past.slice(0, -1),
    present: history.past[history.past.length - 1] as T,
    future: [history.present, ...history.future],
  };
}

/** Goes one step forward again; unchanged when there is nothing to redo. */
export function redo<T>(history: History<T>): History<T> {
  if (!canRedo(history)) return history;
  return {
    past: [...history.past, history.present],
    present: history.future[0] as T,
    future: history.future.slice(1),
  };
}
