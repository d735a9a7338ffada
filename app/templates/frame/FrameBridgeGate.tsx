import { Suspense, useSyncExternalStore } from "react";
import { lazyComponent } from "../../ui/lazy-component";

const FrameBridge = lazyComponent(() => import("./FrameBridge"), "FrameBridge");

const framed = () => window.parent !== window;
const never = () => () => {};
const notFramed = () => false;

/** Loads the frame bridge only when this page runs inside a gallery preview frame. */
export function FrameBridgeGate() {
  const isFramed = useSyncExternalStore(never, framed, notFramed);
  if (!isFramed) return null;
  return (
    <Suspense fallback={null}>
      <FrameBridge />
    </Suspense>
  );
}
