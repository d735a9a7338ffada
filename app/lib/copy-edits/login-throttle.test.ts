import { describe, expect, it } from "vitest";
import {
  MAX_LOGIN_DELAY_MS,
  NO_FAILURES,
  loginDelayMs,
  msUntilNextAttempt,
  recordFailure,
} from "./login-throttle";

describe("loginDelayMs", () => {
  it("lets the first two attempts through at once, then doubles the wait up to 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 50].map(loginDelayMs)).toEqual([
      0, 0, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(loginDelayMs(Number.MAX_SAFE_INTEGER)).toBe(MAX_LOGIN_DELAY_MS);
  });

  it("treats nonsense counts as no failures", () => {
    expect(loginDelayMs(-1)).toBe(0);
    expect(loginDelayMs(Number.NaN)).toBe(0);
  });
});

describe("msUntilNextAttempt", () => {
  const T = 1_700_000_000_000;

  it("counts down from the last failure", () => {
    let throttle = NO_FAILURES;
    expect(msUntilNextAttempt(throttle, T)).toBe(0);
    throttle = recordFailure(recordFailure(throttle, T), T + 500);
    expect(throttle).toEqual({ failures: 2, lastFailureAt: T + 500 });
    expect(msUntilNextAttempt(throttle, T + 500)).toBe(1000);
    expect(msUntilNextAttempt(throttle, T + 1200)).toBe(300);
    expect(msUntilNextAttempt(throttle, T + 1500)).toBe(0);
    expect(msUntilNextAttempt(throttle, T + 99_999)).toBe(0);
  });

  it("never waits longer than the delay when the clock goes backwards", () => {
    const throttle = recordFailure(recordFailure(recordFailure(NO_FAILURES, T), T), T);
    expect(msUntilNextAttempt(throttle, T - 60_000)).toBe(2000);
  });
});
