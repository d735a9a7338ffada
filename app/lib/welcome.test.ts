import { expect, it } from "vitest";
import { shouldShowWelcome, WELCOME_DELAY_MS } from "./welcome";

it("waits 2 s", () => expect(WELCOME_DELAY_MS).toBe(2000));

it.each([
  [null, false, true],
  [false, false, true],
  [true, false, false],
  [null, true, false],
])("seen=%s framed=%s -> show=%s", (seen, framed, show) =>
  expect(shouldShowWelcome(seen, framed)).toBe(show),
);
