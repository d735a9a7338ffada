import { useEffect } from "react";
import { anchorScrollTop, inPageTargetId } from "../../lib/anchor-scroll";

/**
 * One-page sites (SPEC §2.10, §2.11): a click on a link to a section of this
 * page scrolls smoothly (instantly under reduced motion) until the section
 * sits `offset` px below the top, records the hash in the address, and moves
 * keyboard focus to the section. `onNavigate` runs after, e.g. to close a menu.
 */
export function useAnchorScroll(offset = 80, onNavigate?: () => void) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement)) return;
      const id = inPageTargetId(link.getAttribute("href"), window.location.pathname);
      const target = id ? document.getElementById(id) : null;
      if (!target) return;
      event.preventDefault();
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      const top = anchorScrollTop(target.getBoundingClientRect().top, window.scrollY, offset);
      window.scrollTo({ top, behavior: reduce ? "instant" : "smooth" });
      window.history.replaceState(window.history.state, "", `#${encodeURIComponent(id!)}`);
      if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
      target.focus({ preventScroll: true });
      onNavigate?.();
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [offset, onNavigate]);
}
