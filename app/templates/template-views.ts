import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { withRetry } from "../lib/retry";
import type { LazyModule } from "./template-site";

const views = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * One stable lazy component per template view (by `key`), loading its module
 * and retrying a failed download 3 times with exponential backoff (SPEC §7).
 */
export function templateView(key: string, load: LazyModule): LazyExoticComponent<ComponentType> {
  let view = views.get(key);
  if (!view) {
    view = lazy(() => withRetry(() => load()));
    views.set(key, view);
  }
  return view;
}
