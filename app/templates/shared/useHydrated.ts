import { useSyncExternalStore } from "react";

const noop = () => () => {};
const onClient = () => true;
const onServer = () => false;

/** False while React renders the prerendered HTML and hydrates it, true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noop, onClient, onServer);
}
