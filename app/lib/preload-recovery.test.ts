import { expect, it } from "vitest";
import { RELOAD_WINDOW_MS, shouldReloadAfterPreloadError } from "./preload-recovery";

it("reloads once, not again within a minute, and again later", () => {
  const now = 1_000_000;
  expect(shouldReloadAfterPreloadError(null, now)).toBe(true);
  expect(shouldReloadAfterPreloadError(now - 5_000, now)).toBe(false);
  expect(shouldReloadAfterPreloadError(now - RELOAD_WINDOW_MS - 1, now)).toBe(true);
  expect(shouldReloadAfterPreloadError(now + 10_000, now)).toBe(true);
});
