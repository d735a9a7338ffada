import { lazy, type ComponentType } from "react";
import { loadChunk } from "../../lib/retry";

type Module<P> = { default: ComponentType<P> };

/**
 * A component whose code loads on demand (a failed download is tried once
 * more), with `preload()` to fetch it ahead of time. Once loaded it renders in
 * the same pass (React.lazy gets a thenable that answers at once), so a page
 * whose module is already there never shows a loading state. Render it without
 * a Suspense boundary of its own: hydration and router transitions then keep
 * the current screen until the code arrives.
 */
export function preloadable<P extends object>(load: () => Promise<Module<P>>) {
  let loaded: Module<P> | undefined;
  let pending: Promise<Module<P>> | undefined;

  const preload = (): Promise<Module<P>> =>
    (pending ??= loadChunk(load).then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined; // a later attempt may succeed
        throw error;
      },
    ));

  const Component = lazy(() => (loaded ? settled(loaded) : preload()));
  return { Component, preload, isLoaded: () => loaded !== undefined };
}

/** A thenable that calls back synchronously. */
function settled<T>(value: T): Promise<T> {
  return { then: (onFulfilled: (value: T) => unknown) => onFulfilled(value) } as Promise<T>;
}
