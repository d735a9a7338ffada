import {
  msUntilNextAttempt,
  NO_FAILURES,
  recordFailure,
  type LoginThrottle,
} from "../../lib/copy-edits/login-throttle";
import { verifyPassword } from "../../lib/copy-edits/password";
import { signIn } from "../../lib/owner/owner-client";

/** What one log-in attempt came to, as the form shows it. */
export type LoginOutcome =
  | { kind: "correct" }
  | { kind: "incorrect"; waitMs: number }
  | { kind: "wait"; waitMs: number }
  | { kind: "unsupported" }
  | { kind: "unreachable" };

/** Wrong entries so far in this page view (kept while the dialog closes and reopens). */
let throttle: LoginThrottle = NO_FAILURES;

/** The wait left before the build-time check takes another attempt. */
export const staticWaitMs = (): number => msUntilNextAttempt(throttle, Date.now());

/**
 * A static build's check: the build's salted PBKDF2 hash, in this browser, slowed here after
 * repeated failures. A convenience, not access control (README).
 */
export async function checkAgainstBuildHash(
  password: string,
  configuredHash: string | undefined,
): Promise<LoginOutcome> {
  const result = await verifyPassword(password, configuredHash);
  if (result === "correct") {
    throttle = NO_FAILURES;
    return { kind: "correct" };
  }
  if (result === "unsupported") return { kind: "unsupported" };
  throttle = recordFailure(throttle, Date.now());
  return { kind: "incorrect", waitMs: staticWaitMs() };
}

/** The studio's server's sign-in: the server checks, slows repeated failures and keeps the session. */
export async function checkWithServer(password: string): Promise<LoginOutcome> {
  const result = await signIn(password);
  switch (result.kind) {
    case "signed-in":
      return { kind: "correct" };
    case "incorrect":
      return { kind: "incorrect", waitMs: 0 };
    case "wait":
      return { kind: "wait", waitMs: result.seconds * 1000 };
    default:
      return { kind: "unreachable" };
  }
}
