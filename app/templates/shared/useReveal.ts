import { useEffect } from "react";

/** How much of an element must be on screen before it fades in (SPEC §9). */
const THRESHOLD = 0.1;

/**
 * Fade-in on scroll (SPEC §2.10, §2.11): every `[data-reveal]` element on the
 * page fades in once 10% of it is visible, once. Without JavaScript, before
 * hydration and under reduced motion nothing is hidden: the `reveal-ready`
 * class on <html> that lets app.css hide what is still below the fold is only
 * set here, after the elements already on screen are marked revealed.
 */
export function useReveal() {
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const root = document.documentElement;
    const pending = [...document.querySelectorAll<HTMLElement>("[data-reveal]")];
    const reveal = (element: Element) => element.setAttribute("data-revealed", "");
    for (const element of pending) {
      const { top, bottom } = element.getBoundingClientRect();
      if (top < window.innerHeight && bottom > 0) reveal(element);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          reveal(entry.target);
          observer.unobserve(entry.target);
        }
      },
      { threshold: THRESHOLD },
    );
    for (const element of pending)
      if (!element.hasAttribute("data-revealed")) observer.observe(element);
    root.classList.add("reveal-ready");
    return () => {
      observer.disconnect();
      root.classList.remove("reveal-ready");
    };
  }, []);
}
