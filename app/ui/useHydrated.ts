import { useSyncExternalStore } from "react";

const subscribe = () => () => {};
const onClient = () => true;
const onServer = () => false;

/**
 * False while React hydrates a prerendered page, true afterwards: lets a
 * component render what the static HTML held first, then what depends on the
 * visitor (URL query, storage) without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, onClient, onServer);
}
