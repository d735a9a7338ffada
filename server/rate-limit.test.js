import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit.js";

describe("createRateLimiter", () => {
  it("allows the limit per address and window, then says when to come back", () => {
    let time = 0;
    const limit = createRateLimiter({ requests: 2, windowMs: 60_000, now: () => time });
    expect(limit("a")).toEqual({ ok: true });
    expect(limit("a")).toEqual({ ok: true });
    time = 15_000;
    expect(limit("a")).toEqual({ ok: false, retryAfterSeconds: 45 });
    expect(limit("b")).toEqual({ ok: true });
    time = 60_000;
    expect(limit("a")).toEqual({ ok: true });
  });

  it("counts at most maxAddresses addresses a window, refusing new ones meanwhile", () => {
    let time = 0;
    const limit = createRateLimiter({
      requests: 5,
      windowMs: 1000,
      maxAddresses: 2,
      now: () => time,
    });
    expect(limit("a").ok).toBe(true);
    expect(limit("b").ok).toBe(true);
    expect(limit("c")).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(limit("a").ok).toBe(true);
    time = 1000;
    expect(limit("c").ok).toBe(true);
  });
});
