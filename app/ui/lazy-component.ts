import { lazy, type LazyExoticComponent } from "react";
import { loadChunk } from "../lib/retry";

/** Whatever `lazy` accepts as a component. */
type LazyComponent = Parameters<typeof lazy>[0] extends () => Promise<{ default: infer C }>
  ? C
  : never;

/**
 * A component a module exports by name, its code fetched when it is first drawn
 * (a fetch that fails is tried again, lib/retry.ts): a section below the fold, a
 * footer, a dialog.
 */
export function lazyComponent<M extends Record<K, LazyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => loadChunk(load).then((module) => ({ default: module[name] })));
}
