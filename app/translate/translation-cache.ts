/**
 * The session's translations, English text → French: kept for the session
 * (sessionStorage, through lib/storage), so a page seen again, or a text
 * shown again, costs no second request.
 */
import { read, write } from "../lib/storage";
import { MAX_LENGTH } from "../lib/translation-rules";

/** Beyond this many, the oldest translations are dropped. */
export const MAX_ENTRIES = 400;

/** The stored translations, keeping only well-formed entries (storage may hold anything). */
export function parseCache(stored: unknown): Map<string, string> {
  const cache = new Map<string, string>();
  if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return cache;
  for (const [source, translated] of Object.entries(stored)) {
    if (typeof translated === "string" && source.length <= MAX_LENGTH) {
      cache.set(source, translated.slice(0, MAX_LENGTH));
    }
  }
  return new Map([...cache].slice(-MAX_ENTRIES));
}

export function loadCache(): Map<string, string> {
  return parseCache(read("translations"));
}

export function saveCache(cache: ReadonlyMap<string, string>): void {
  write("translations", Object.fromEntries([...cache].slice(-MAX_ENTRIES)));
}
