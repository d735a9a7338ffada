import type { ComponentType } from "react";

/**
 * Edit mode's own controls (the edit bar, the pencils and their editor),
 * plugged in by the copy editor once its code has loaded; null until then.
 * The texts' and sections' part of the editor is the copy layer
 * (content/copy-layer.ts).
 */
let EditModeChrome: ComponentType | null = null;
const listeners = new Set<() => void>();

export const editModeChrome = (): ComponentType | null => EditModeChrome;

export function setEditModeChrome(chrome: ComponentType): void {
  EditModeChrome = chrome;
  for (const listener of listeners) listener();
}

export function subscribeEditModeChrome(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
