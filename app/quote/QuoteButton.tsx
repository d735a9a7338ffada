import type { ReactNode } from "react";
import { ActionButton } from "../ui/ActionButton";
import type { QuoteOptions } from "./quote-options";
import { useQuote } from "./QuoteProvider";

/**
 * The button that opens the quote form. The form's code starts loading as soon
 * as a visitor shows intent (pointer over it, a touch, or keyboard focus), so
 * it usually opens at once. `beforeOpen` runs first (a dialog closing itself).
 * Nothing but its code can open the form, so it waits for it (ActionButton).
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
  return (
    <ActionButton
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
    </ActionButton>
  );
}
