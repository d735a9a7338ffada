import { startTransition, useEffect, useState } from "react";

/** Set once the visitor has moved on from the page the app was loaded on. */
let pastFirstPage = false;

/**
 * False while React hydrates a prerendered page, true afterwards: lets a
 * component render what the static HTML held first, then what depends on the
 * visitor (URL query, storage, clock) without a hydration mismatch.
 *
 * The switch is a transition, so it never forces the rest of a page that is
 * still hydrating to finish in one blocking task (as a store read would:
 * React re-renders such a mismatch synchronously). A component that mounts
 * after the first page, which is never hydrated, starts at true.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pastFirstPage);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/** The root calls this when the location first changes: from then on every component mounts client-side. */
export function notePastFirstPage() {
  pastFirstPage = true;
}

/**
 * Whether what renders now must match the prerendered HTML: while prerendering,
 * and in the browser until the root has hydrated (root.tsx marks the document
 * then). A component first drawn after that is rendered in the browser.
 */
export function rendersPrerenderedPage(): boolean {
  return typeof document === "undefined" || document.documentElement.dataset.hydrated !== "true";
}
