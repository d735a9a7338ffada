import { shouldReloadAfterPreloadError } from "../lib/preload-recovery";
import { read, write } from "../lib/storage";

let listening = false;

/**
 * After a deploy, an open tab may ask for asset files that no longer exist.
 * Vite then fires `vite:preloadError`; the page reloads once to pick up the
 * new build, and never again within a minute, so it cannot loop. Called as
 * the app's code is evaluated, before hydration, so the downloads pages start
 * early are covered too.
 */
export function listenForStaleDeploys() {
  if (listening) return;
  listening = true;
  window.addEventListener("vite:preloadError", (event) => {
    const now = Date.now();
    if (!shouldReloadAfterPreloadError(read("preloadReloadAt"), now)) return;
    event.preventDefault();
    write("preloadReloadAt", now);
    window.location.reload();
  });
}
