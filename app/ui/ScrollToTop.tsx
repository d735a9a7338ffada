import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import { restoreAnchor, type ScrollAnchor } from "./scroll-anchor";

/** Keeps the visitor's place when only the language changes (the toggle sets this state). */
export interface KeepScrollState {
  keepScroll: true;
  anchor: ScrollAnchor | null;
}

const isKeepScroll = (state: unknown): state is KeepScrollState =>
  typeof state === "object" && state !== null && (state as KeepScrollState).keepScroll === true;

/** Smoothly scrolls to the top on every path change; instantly under reduced motion. */
export function ScrollToTop() {
  const { pathname, state } = useLocation();
  const first = useRef(true);

  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (isKeepScroll(state)) {
      if (state.anchor) restoreAnchor(state.anchor);
      return;
    }
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "instant" : "smooth" });
    // Only the path matters: a query or hash change is not a new page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  return null;
}
