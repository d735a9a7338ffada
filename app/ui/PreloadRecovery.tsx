import { useEffect } from "react";
import { shouldReloadAfterPreloadError } from "../lib/preload-recovery";
import { read, write } from "../lib/storage";

/**
 * After a deploy, an open tab may ask for asset files that no longer exist.
 * Vite then fires `vite:preloadError`; the page reloads once to pick up the
 * new build, and never again within a minute, so it cannot loop.
 */
export function PreloadRecovery() {
  useEffect(() => {
    const onError = (event: Event) => {
      const now = Date.now();
      if (!shouldReloadAfterPreloadError(read("preloadReloadAt"), now)) return;
      event.preventDefault();
      write("preloadReloadAt", now);
      window.location.reload();
    };
    window.addEventListener("vite:preloadError", onError);
    return () => window.removeEventListener("vite:preloadError", onError);
  }, []);
  return null;
}
