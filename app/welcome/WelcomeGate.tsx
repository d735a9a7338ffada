import { lazy, startTransition, Suspense, useEffect, useState } from "react";
import { read } from "../lib/storage";
import { shouldShowWelcome, WELCOME_DELAY_MS } from "../lib/welcome";
import { loadChunk } from "../lib/retry";
import { whenIdle } from "../lib/when-idle";

/** A modal dialog (ui/Modal.tsx) that is showing. */
const OPEN_MODAL = '[aria-modal="true"]:popover-open';

const loadOverlay = () => loadChunk(() => import("./WelcomeOverlay"));
let preloaded: ReturnType<typeof loadOverlay> | undefined;

/** The overlay's code: the preload's, or a load of its own where the preload failed. */
const WelcomeOverlay = lazy(() => (preloaded ?? loadOverlay()).catch(() => loadOverlay()));

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
    const cancelPreload = whenIdle(() => {
      preloaded ??= loadOverlay();
      preloaded.catch(() => {}); // the overlay loads it again when it shows
    }, 1000);
    return () => {
      clearTimeout(timer);
      cancelPreload();
    };
  }, []);

  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeOverlay onDone={() => setShow(false)} />
    </Suspense>
  );
}
