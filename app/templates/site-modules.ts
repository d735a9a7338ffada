import { preloadable } from "./shared/preloadable";
import type { LazyModule } from "./template-site";

type Preloadable = ReturnType<typeof preloadable>;
const cache = new Map<LazyModule<never>, Preloadable>();

/**
 * One stable lazy component per module of a template site (its chrome or a
 * page), with `preload()` to fetch it ahead of time.
 */
export function siteModule<P extends object>(load: LazyModule<P>) {
  let entry = cache.get(load as LazyModule<never>);
  if (!entry) {
    entry = preloadable(load as LazyModule<object>);
    cache.set(load as LazyModule<never>, entry);
  }
  return entry as unknown as ReturnType<typeof preloadable<P>>;
}
