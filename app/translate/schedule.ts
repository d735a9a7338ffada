/**
 * The translation helper's pace (SPEC §9): it starts 2 s after French becomes
 * the language, then takes the elements 2 at a time, with 150 ms between two
 * elements and 500 ms between two batches.
 */
export const TIMING = {
  startDelayMs: 2000,
  perBatch: 2,
  betweenElementsMs: 150,
  betweenBatchesMs: 500,
} as const;

export type Timing = typeof TIMING;

/** Resolves after `ms`, or rejects with an AbortError when `signal` aborts first. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * Works through `elements` (each one element's texts to translate) at the
 * pace of {@link TIMING}: `translate` is called for each text in turn, and
 * must not reject (it logs its own failures). Stops when `signal` aborts.
 */
export async function runInBatches(
  elements: readonly (readonly string[])[],
  translate: (text: string) => Promise<void>,
  signal: AbortSignal,
  timing: Timing = TIMING,
): Promise<void> {
  for (let start = 0; start < elements.length; start += timing.perBatch) {
    if (start > 0) await sleep(timing.betweenBatchesMs, signal);
    const batch = elements.slice(start, start + timing.perBatch);
    for (const [index, texts] of batch.entries()) {
      if (index > 0) await sleep(timing.betweenElementsMs, signal);
      for (const text of texts) {
        if (signal.aborted) return;
        await translate(text);
      }
    }
  }
}
