/** A second stale-asset error within this window does not reload again. */
export const RELOAD_WINDOW_MS = 60_000;

/**
 * Whether a failed download of a module or its CSS (Vite's
 * `vite:preloadError`) should reload the page. A file's first failure is left
 * to the code that asked for it, which tries once more (`loadChunk` in
 * ./retry): a dropped connection is no reason to reload. A file that fails
 * again is most likely gone after a deploy: reload to get the new build, but
 * never twice within {@link RELOAD_WINDOW_MS}, so it cannot loop.
 */
export function shouldReloadAfterPreloadError(
  lastReloadAt: number | null,
  now: number,
  failedBefore: boolean,
): boolean {
  if (!failedBefore) return false;
  return lastReloadAt === null || now - lastReloadAt > RELOAD_WINDOW_MS || lastReloadAt > now;
}

/** Which file a preload error is about: its message names the URL (one key per file). */
export function preloadErrorKey(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
