import { useEffect } from "react";

/** How much of an element must be on screen before it fades in (SPEC §9). */
const THRESHOLD = 0.1;

/**
 * Fade-in on scroll (SPEC §2.10, §2.11): every `[data-reveal]` element on the
 * page fades in once 10% of it is visible, once. Without JavaScript, before
 * hydration and under reduced motion nothing is hidden: the `reveal-ready`
 * class on <html> that lets app.css hide what is still below the fold is only
 * set once the observer's first answer has marked what is already on screen.
 * That answer comes with the browser's next frame, from the layout it makes
 * anyway: measuring each element here instead would force a layout of the
 * whole page in the middle of hydration.
 */
export function useReveal() {
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const root = document.documentElement;
    let ready = false;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.setAttribute("data-revealed", "");
          observer.unobserve(entry.target);
        }
        if (!ready) root.classList.add("reveal-ready");
        ready = true;
      },
      { threshold: THRESHOLD },
    );
    for (const element of document.querySelectorAll("[data-reveal]")) observer.observe(element);
    return () => {
      observer.disconnect();
      root.classList.remove("reveal-ready");
    };
  }, []);
}
