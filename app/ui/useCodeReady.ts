import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * Whether this component's code has run in the browser: false on the server and while
 * React hydrates it (it then draws what the server sent), true as soon as its part has
 * hydrated (React draws it once more), and true from the start for a component first
 * drawn in the browser (a button that appears after a click can take focus at once).
 */
export function useCodeReady(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
