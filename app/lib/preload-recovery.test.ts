import { describe, expect, it } from "vitest";
import {
  preloadErrorKey,
  RELOAD_WINDOW_MS,
  shouldReloadAfterPreloadError,
} from "./preload-recovery";

describe("shouldReloadAfterPreloadError", () => {
  const now = 1_000_000;

  it("leaves a file's first failure to the retry of the code that asked for it", () => {
    expect(shouldReloadAfterPreloadError(null, now, false)).toBe(false);
  });

  it("reloads when a file fails again, once, not again within a minute, and again later", () => {
    expect(shouldReloadAfterPreloadError(null, now, true)).toBe(true);
    expect(shouldReloadAfterPreloadError(now - 5_000, now, true)).toBe(false);
    expect(shouldReloadAfterPreloadError(now - RELOAD_WINDOW_MS - 1, now, true)).toBe(true);
    expect(shouldReloadAfterPreloadError(now + 10_000, now, true)).toBe(true);
  });
});

describe("preloadErrorKey", () => {
  it("tells files apart by the error's message, which names the URL", () => {
    const a = new TypeError("Failed to fetch dynamically imported module: /assets/a-1.js");
    const b = new TypeError("Failed to fetch dynamically imported module: /assets/b-2.js");
    expect(preloadErrorKey(a)).not.toBe(preloadErrorKey(b));
    expect(preloadErrorKey(a)).toBe(preloadErrorKey(new TypeError(a.message)));
    expect(preloadErrorKey("Unable to preload CSS for /assets/c.css")).toBe(
      "Unable to preload CSS for /assets/c.css",
    );
  });
});
