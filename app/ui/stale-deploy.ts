import { preloadErrorKey, shouldReloadAfterPreloadError } from "../lib/preload-recovery";
import { read, write } from "../lib/storage";

let listening = false;

/**
 * After a deploy, an open tab may ask for asset files that no longer exist.
 * Vite then fires `vite:preloadError`. A file's first failure is left to its
 * caller, which tries once more (`loadChunk`); when the same file fails again
 * the page reloads once to pick up the new build, and never again within a
 * minute, so it cannot loop. Called as the app's code is evaluated, before
 * hydration, so the downloads pages start early are covered too.
 */
export function listenForStaleDeploys() {
  if (listening) return;
  listening = true;
  const failed = new Set<string>();
  window.addEventListener("vite:preloadError", (event) => {
    const key = preloadErrorKey((event as Event & { payload?: unknown }).payload);
    const failedBefore = failed.has(key);
    failed.add(key);
    const now = Date.now();
    if (!shouldReloadAfterPreloadError(read("preloadReloadAt"), now, failedBefore)) return;
    event.preventDefault();
    write("preloadReloadAt", now);
    window.location.reload();
  });
}
