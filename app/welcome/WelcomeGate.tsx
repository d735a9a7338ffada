import { lazy, Suspense, useEffect, useState } from "react";
import { read } from "../lib/storage";
import { shouldShowWelcome, WELCOME_DELAY_MS } from "../lib/welcome";
import { loadChunk } from "../lib/retry";

/** A modal dialog (ui/Modal.tsx) that is showing. */
const OPEN_MODAL = '[aria-modal="true"]:popover-open';

const WelcomeOverlay = lazy(() => loadChunk(() => import("./WelcomeOverlay")));

/** Loads and shows the welcome overlay 2 s after the first visit's load; its code loads only then. */
export function WelcomeGate() {
  const [show, setShow] = useState(false);

  useEffect(() => {
    if (!shouldShowWelcome(read("seenWelcome"), window.top !== window)) return;
    let timer: ReturnType<typeof setTimeout>;
    // Never stack on top of another dialog (say, a quote opened within 2 s): wait for it to close.
    const attempt = () => {
      if (document.querySelector(OPEN_MODAL)) timer = setTimeout(attempt, 1000);
      else setShow(true);
    };
    timer = setTimeout(attempt, WELCOME_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeOverlay onDone={() => setShow(false)} />
    </Suspense>
  );
}
