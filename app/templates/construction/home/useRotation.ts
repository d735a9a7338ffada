import { useCallback, useEffect, useState } from "react";
import { useReducedMotion } from "../../shared/useReducedMotion";

/**
 * An auto-rotating index (the carousel pattern of the WAI-ARIA practices): it
 * moves on every `interval` ms, waits while the pointer is over it or focus is
 * inside it, stops when the visitor pauses it, and never moves on its own
 * under reduced motion. Each change, by hand or by timer, restarts the wait.
 */
export function useRotation(count: number, interval: number) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  const rotating = !reducedMotion && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), interval);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count, interval]);

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  return {
    index,
    go,
    /** Whether it moves on its own right now (the live region stays quiet meanwhile). */
    rotating,
    /** Whether the visitor may pause or play it (never under reduced motion). */
    canRotate: !reducedMotion,
    stopped,
    toggle: () => setStopped((s) => !s),
    /** Spread on the carousel: hovering or focusing inside holds the rotation. */
    holdProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: React.FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}
