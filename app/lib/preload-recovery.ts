/** A second stale-asset error within this window does not reload again. */
export const RELOAD_WINDOW_MS = 60_000;

export function shouldReloadAfterPreloadError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt > RELOAD_WINDOW_MS || lastReloadAt > now;
}
