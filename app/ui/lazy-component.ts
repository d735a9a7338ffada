import { lazy, type LazyExoticComponent } from "react";
import { loadChunk } from "../lib/retry";

/** Whatever `lazy` accepts as a component. */
type LazyComponent = Parameters<typeof lazy>[0] extends () => Promise<{ default: infer C }>
  ? C
  : never;

/** A lazy component that can start downloading its code before it is drawn. */
export type PreloadableComponent<C extends LazyComponent> = LazyExoticComponent<C> & {
  /** Starts the download (once); a failure is left to the render that needs the code. */
  preload(): void;
};

/**
 * A component a module exports by name, its code fetched when it is first drawn
 * or preloaded (a fetch that fails is tried again, lib/retry.ts): a section below
 * the fold, a footer, a dialog.
 */
export function lazyComponent<M extends Record<K, LazyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): PreloadableComponent<M[K]> {
  let loading: Promise<{ default: M[K] }> | null = null;
  const fetchOnce = () =>
    (loading ??= loadChunk(load).then((module) => ({ default: module[name] })));
  return Object.assign(
    lazy(() => fetchOnce()),
    {
      preload: () => void fetchOnce().catch(() => {}),
    },
  );
}

/** Whether `type` (an element's) is a lazy component that can be preloaded. */
export const isPreloadable = (type: unknown): type is { preload(): void } =>
  typeof type === "object" &&
  type !== null &&
  typeof (type as { preload?: unknown }).preload === "function";
