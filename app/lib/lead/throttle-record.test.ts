import { describe, expect, it } from "vitest";
import { lastSendAt } from "./throttle-record";

const NOW = 1_764_000_000_000;

describe("lastSendAt", () => {
  it("keeps a past or present send time", () => {
    expect(lastSendAt(String(NOW - 5000), NOW)).toBe(String(NOW - 5000));
    expect(lastSendAt(String(NOW), NOW)).toBe(String(NOW));
  });

  it.each([
    ["nothing stored", null],
    ["undefined", undefined],
    ["a time in the future", String(NOW + 1)],
    ["the year 33658", "9".repeat(15)],
    ["too many digits", "1".repeat(16)],
    ["invalid JSON", "{not json"],
    ["a negative number", "-1"],
    ["a decimal", "1.5"],
    ["an empty string", ""],
    ["markup", "<script>"],
  ])("drops %s", (_, raw) => {
    expect(lastSendAt(raw, NOW)).toBeNull();
  });
});
