/**
 * The time of the last lead send, as stored for EmailJS's 30 s `limitRate`.
 * The SDK waits `throttle - (now - last)` before it sends again, so a stored
 * time in the future (tampering, garbage, a clock set back) would block every
 * send for good. Only a whole number of milliseconds not after `now` counts.
 */
export function lastSendAt(raw: string | null | undefined, now: number): string | null {
  if (raw == null || !/^\d{1,15}$/.test(raw)) return null;
  return Number(raw) <= now ? raw : null;
}
