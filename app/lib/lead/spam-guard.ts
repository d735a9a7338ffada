/**
 * The quote form's two traps for scripts (SECURITY.md T8): a honeypot field
 * people never see or reach, and a minimum time between opening the form and
 * sending it. A lead that trips either is dropped quietly (the visitor sees
 * the normal thank-you); these checks run in the browser and only slow down
 * simple bots, the real limits live in EmailJS (ASVS 2.2.2).
 */

/** People take longer than this between opening the form and sending it. */
export const MIN_FILL_MS = 3000;

/** Why a lead was taken for a script's: the honeypot was filled, or it came too fast. */
export type DropReason = "honeypot" | "too-fast";

/**
 * Why the lead should be dropped, or null to send it. `honeypot` is the hidden
 * field's value (anything but "" trips it); `openedAt` and `now` are epoch ms.
 * A clock that is unreadable (NaN) or went backwards counts as too fast.
 */
export function dropReason({
  honeypot,
  openedAt,
  now,
}: {
  honeypot: string;
  openedAt: number;
  now: number;
}): DropReason | null {
  if (honeypot !== "") return "honeypot";
  if (!(now - openedAt >= MIN_FILL_MS)) return "too-fast";
  return null;
}

/**
 * The console warning for a dropped lead: the reason and the time taken,
 * never what the visitor typed.
 */
export function dropWarning(reason: DropReason, openedAt: number, now: number) {
  return ["Lead dropped as automated", { reason, elapsedMs: now - openedAt }] as const;
}
