import { describe, expect, it } from "vitest";
import { makeParticles, seededRandom } from "./particles";

describe("makeParticles", () => {
  it("makes the requested count inside the box, the same every time", () => {
    const a = makeParticles(40, 1440, 520);
    expect(a).toHaveLength(40);
    expect(makeParticles(40, 1440, 520)).toEqual(a);
    for (const p of a) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(1440);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(520);
      expect(p.r).toBeGreaterThan(0);
    }
  });

  it("differs by seed", () => {
    expect(seededRandom(1)()).not.toBe(seededRandom(2)());
  });
});
