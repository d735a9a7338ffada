import { vi } from "vitest";

/**
 * For unit tests: replaces `localStorage` with one held in a Map for the
 * test, returned so the test can seed and read it. Undo with
 * `vi.unstubAllGlobals()`.
 */
export function stubLocalStorage(): Map<string, string> {
  const items = new Map<string, string>();
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  });
  return items;
}
