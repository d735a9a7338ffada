import type { ReactNode } from "react";
import { useHydrated } from "../ui/useHydrated";
import type { QuoteOptions } from "./quote-options";
import { useQuote } from "./QuoteProvider";

/**
 * The button that opens the quote form. The form's code starts loading as soon
 * as a visitor shows intent (pointer over it, a touch, or keyboard focus), so
 * it usually opens at once. `beforeOpen` runs first (a dialog closing itself).
 * Nothing but its code can open the form: until that code has run (the page, or
 * the part of it the button is in, still hydrating) the button is disabled, so a
 * click then is refused in plain sight rather than lost.
 */
export function QuoteButton({
  options,
  beforeOpen,
  className,
  children,
}: {
  options?: QuoteOptions;
  beforeOpen?: () => void;
  className: string;
  children: ReactNode;
}) {
  const { openQuote, preloadQuote } = useQuote();
  const ready = useHydrated();
  return (
    <button
      type="button"
      disabled={!ready}
      onClick={() => {
        beforeOpen?.();
        openQuote(options);
      }}
      onPointerEnter={preloadQuote}
      onTouchStart={preloadQuote}
      onFocus={preloadQuote}
      className={className}
    >
      {children}
    </button>
  );
}
