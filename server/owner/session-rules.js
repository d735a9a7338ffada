// How long an owner's session lasts: 8 hours without a request, 7 days in all.

export const IDLE_MS = 8 * 60 * 60 * 1000;
export const ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * @param {{ createdAt: number, lastSeenAt: number }} session  epoch ms
 * @param {number} now
 * @returns {"valid" | "idle" | "expired"}
 */
export function sessionState({ createdAt, lastSeenAt }, now) {
  if (!(now - createdAt < ABSOLUTE_MS)) return "expired";
  if (!(now - lastSeenAt < IDLE_MS)) return "idle";
  return "valid";
}

/** A session's last request is written at most this often (not on every call). */
export const TOUCH_EVERY_MS = 60 * 1000;
