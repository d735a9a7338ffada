import { describe, expect, it } from "vitest";
import { activeIndex } from "./carousel";

describe("activeIndex", () => {
  // 375 px phone: content box 343 px, cards 82% = 281.3 px, 12 px gap.
  const width = 281.3;
  it.each([
    [0, 0],
    [100, 0],
    [150, 1],
    [293.3, 1],
    [586.6, 2],
    [5000, 2],
    [-40, 0],
  ])("scrollLeft %d -> card %d", (left, index) =>
    expect(activeIndex(left, width, 12, 3)).toBe(index),
  );

  it("is safe with no cards or no width", () => {
    expect(activeIndex(100, width, 12, 0)).toBe(0);
    expect(activeIndex(100, 0, 12, 3)).toBe(0);
  });
});
