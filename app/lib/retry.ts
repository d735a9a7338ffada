/** SPEC §7: retry 3 times with exponential backoff up to 30 s. */
const RETRIES = 3;
const BASE_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

/** Delay before retry number `attempt` (1-based): 1 s, 2 s, 4 s, … capped at 30 s. */
export const backoff = (attempt: number) =>
  Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (attempt - 1));

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task`, retrying a rejection up to `retries` times with backoff; rethrows the last error. */
export async function withRetry<T>(
  task: (attempt: number) => Promise<T>,
  {
    retries = RETRIES,
    sleep = wait,
  }: { retries?: number; sleep?: (ms: number) => Promise<void> } = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await task(attempt);
    } catch (error) {
      if (attempt >= retries) throw error;
      await sleep(backoff(attempt + 1));
    }
  }
}

/**
 * Loads a lazily downloaded piece of the app (a dynamic `import()`), trying
 * once more 1 s after a failure: a dropped connection or a flaky proxy then
 * costs a second, not the feature. The second failure is the caller's to
 * show (with a way to reload). Chromium fetches a failed module again on the
 * next `import()`, so the retry is a real second download.
 */
export function loadChunk<T>(
  load: () => Promise<T>,
  { sleep = wait }: { sleep?: (ms: number) => Promise<void> } = {},
): Promise<T> {
  return withRetry(() => load(), { retries: 1, sleep });
}
