import { describe, expect, it } from "vitest";
import { MIN_FILL_MS, dropReason, dropWarning } from "./spam-guard";

const openedAt = 1_700_000_000_000;

describe("dropReason (SECURITY.md T8)", () => {
  it("waits at least 3 s", () => expect(MIN_FILL_MS).toBe(3000));

  it.each([
    ["an empty honeypot, sent after 3 s", "", MIN_FILL_MS, null],
    ["an empty honeypot, sent after 10 minutes", "", 600_000, null],
    ["a filled honeypot", "https://spam.example", MIN_FILL_MS, "honeypot"],
    ["a honeypot holding only a space", " ", 60_000, "honeypot"],
    ["a filled honeypot, sent too fast", "x", 10, "honeypot"],
    ["a send 1 ms short of 3 s", "", MIN_FILL_MS - 1, "too-fast"],
    ["a send at once", "", 0, "too-fast"],
    ["a clock that went backwards", "", -5_000, "too-fast"],
    ["an unreadable clock", "", NaN, "too-fast"],
  ])("%s → %s", (_name, honeypot, elapsed, reason) => {
    expect(dropReason({ honeypot, openedAt, now: openedAt + elapsed })).toBe(reason);
  });
});

describe("dropWarning", () => {
  it("logs the reason and the time taken, nothing the visitor typed", () => {
    expect(dropWarning("too-fast", openedAt, openedAt + 1200)).toEqual([
      "Lead dropped as automated",
      { reason: "too-fast", elapsedMs: 1200 },
    ]);
  });
});
