import { lazy, startTransition, Suspense, useEffect, useState } from "react";
import { read } from "../lib/storage";
import { shouldShowWelcome, WELCOME_DELAY_MS } from "../lib/welcome";
import { loadChunk } from "../lib/retry";

/** A modal dialog (ui/Modal.tsx) that is showing. */
const OPEN_MODAL = '[aria-modal="true"]:popover-open';

let overlayModule: ReturnType<typeof loadOverlay> | undefined;
const loadOverlay = () => loadChunk(() => import("./WelcomeOverlay"));
/**
 * The overlay's code, fetched and run once, whether ahead of time or when it shows. A load
 * that failed is forgotten, so showing the overlay tries again.
 */
const overlayCode = () =>
  (overlayModule ??= loadOverlay().catch((error: unknown) => {
    overlayModule = undefined;
    throw error;
  }));

const WelcomeOverlay = lazy(overlayCode);

/** When the browser is idle (or soon, where it cannot say). */
const whenIdle = (task: () => void) =>
  typeof requestIdleCallback === "function"
    ? requestIdleCallback(task, { timeout: 1000 })
    : setTimeout(task, 0);

/**
 * Shows the welcome overlay 2 s after the first visit's load. Its code loads only on such a
 * visit, as soon as the start-up is done: at 2 s only the overlay's own render is left to do,
 * and it renders as a transition, in slices a tap can interrupt.
 */
export function WelcomeGate() {
  const [show, setShow] = useState(false);

  useEffect(() => {
    if (!shouldShowWelcome(read("seenWelcome"), window.top !== window)) return;
    let timer: ReturnType<typeof setTimeout>;
    // Never stack on top of another dialog (say, a quote opened within 2 s): wait for it to close.
    const attempt = () => {
      if (document.querySelector(OPEN_MODAL)) timer = setTimeout(attempt, 1000);
      else startTransition(() => setShow(true));
    };
    timer = setTimeout(attempt, WELCOME_DELAY_MS);
    whenIdle(() => void overlayCode().catch(() => {}));
    return () => clearTimeout(timer);
  }, []);

  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeOverlay onDone={() => setShow(false)} />
    </Suspense>
  );
}
