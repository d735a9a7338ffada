/** SPEC §2.2, §9: the welcome overlay appears 2 s after the first load. */
export const WELCOME_DELAY_MS = 2000;

/** Show it unless it was dismissed before, and never inside a preview frame. */
export function shouldShowWelcome(seen: boolean | null, framed: boolean): boolean {
  return seen !== true && !framed;
}
