import { expect, it } from "vitest";
import { ABSOLUTE_MS, IDLE_MS, sessionState } from "./session-rules.js";

const HOUR = 60 * 60 * 1000;

it("keeps a session 8 hours after its last request and 7 days in all", () => {
  expect(IDLE_MS).toBe(8 * HOUR);
  expect(ABSOLUTE_MS).toBe(7 * 24 * HOUR);
  const start = 1_000_000;
  expect(sessionState({ createdAt: start, lastSeenAt: start }, start + 8 * HOUR - 1)).toBe("valid");
  expect(sessionState({ createdAt: start, lastSeenAt: start }, start + 8 * HOUR)).toBe("idle");
  const active = { createdAt: start, lastSeenAt: start + 7 * 24 * HOUR - HOUR };
  expect(sessionState(active, start + 7 * 24 * HOUR - 1)).toBe("valid");
  expect(sessionState(active, start + 7 * 24 * HOUR)).toBe("expired");
  expect(sessionState({ createdAt: Number.NaN, lastSeenAt: start }, start)).toBe("expired");
});
