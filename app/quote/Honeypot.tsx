import type { RefObject } from "react";

/**
 * The quote form's trap for scripts (SECURITY.md T8, lib/lead/spam-guard):
 * a text box people never meet. Off-screen and transparent, left out of the
 * accessibility tree (`aria-hidden`), out of reach of Tab, clicks and focus
 * (`inert`, `tabIndex={-1}`), and of autofill (`autoComplete="off"`, and
 * browsers do not fill a field that cannot take focus). A script that fills
 * every input fills it, and its lead is dropped.
 */
export function Honeypot({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <div
      aria-hidden="true"
      inert
      className="absolute -left-[9999px] size-px overflow-hidden opacity-0"
    >
      <input ref={inputRef} type="text" name="website" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
