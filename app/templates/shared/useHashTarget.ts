import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * After a link to "page#id" (a footer service, a home card), bring that
 * element into view once the new page is on screen; the router itself only
 * scrolls to the top on a new path.
 */
export function useHashTarget() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    const frame = requestAnimationFrame(() => {
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      target.scrollIntoView({ behavior: reduce ? "instant" : "smooth", block: "start" });
      target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
}
