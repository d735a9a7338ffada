/**
 * Slows down repeated wrong passwords: after the second consecutive failure
 * each attempt waits longer (1 s, 2 s, 4 s … up to 30 s), and the log-in form
 * shows how long. Pure: the caller passes the time.
 */

/** Consecutive wrong entries and when the last one happened (ms since the epoch). */
export interface LoginThrottle {
  readonly failures: number;
  readonly lastFailureAt: number;
}

/** No failures yet (and after a correct password). */
export const NO_FAILURES: LoginThrottle = { failures: 0, lastFailureAt: 0 };

/** Failures that cost nothing: a single typo is not punished. */
const FREE_FAILURES = 1;
const BASE_DELAY_MS = 1000;
/** The longest wait between attempts. */
export const MAX_LOGIN_DELAY_MS = 30_000;

/**
 * The wait before the next attempt after `failures` consecutive wrong entries:
 * 0, 0, 1 s, 2 s, 4 s, 8 s, 16 s, then 30 s.
 */
export function loginDelayMs(failures: number): number {
  if (!(failures > FREE_FAILURES)) return 0;
  const doublings = Math.min(failures - FREE_FAILURES - 1, 30);
  return Math.min(BASE_DELAY_MS * 2 ** doublings, MAX_LOGIN_DELAY_MS);
}

/** The throttle after a wrong entry at `now`. */
export function recordFailure(throttle: LoginThrottle, now: number): LoginThrottle {
  return { failures: throttle.failures + 1, lastFailureAt: now };
}

/**
 * How long, in ms, until the next attempt is allowed at `now` (0: now). A
 * clock that went backwards counts from `now`, never waiting more than the
 * delay itself.
 */
export function msUntilNextAttempt(throttle: LoginThrottle, now: number): number {
  const delay = loginDelayMs(throttle.failures);
  const elapsed = Math.max(0, now - throttle.lastFailureAt);
  return Math.max(0, delay - elapsed);
}
