import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { loadTemplateModule } from "./load-template";
import type { TemplateRecord } from "./registry";

const views = new Map<string, LazyExoticComponent<ComponentType>>();

/** One stable lazy component per template, loading its module with retries. */
export function templateView(record: TemplateRecord): LazyExoticComponent<ComponentType> {
  let view = views.get(record.slug);
  if (!view) {
    view = lazy(() => loadTemplateModule(record));
    views.set(record.slug, view);
  }
  return view;
}
