/**
 * This browser's arrangement of page sections (order and deletions), saved
 * under its brand-named key at once. Local only: the website never changes,
 * and every section can be restored.
 */
import {
  DEFAULT_LAYOUT,
  arrangeSections,
  type SectionLayout,
} from "../../lib/copy-edits/section-layout";
import { parseStoredLayout, serializeLayout } from "../../lib/copy-edits/section-layout-schema";
import { read, subscribe, write } from "../../lib/storage";

const stored = (): SectionLayout => {
  const raw = read("sectionLayout");
  return (raw === null ? null : parseStoredLayout(raw)) ?? DEFAULT_LAYOUT;
};

let layout = stored();
let lastWritten = read("sectionLayout");
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

export const currentLayout = (): SectionLayout => layout;

export function subscribeLayout(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Makes `next` the arrangement, and saves it. */
export function commitLayout(next: SectionLayout): void {
  if (next === layout) return;
  layout = next;
  lastWritten = serializeLayout(next);
  write("sectionLayout", lastWritten);
  notify();
}

/** The arrangement of a page's sections (given in their built order). */
export const arrange = (page: string, defaults: readonly string[]) =>
  arrangeSections(layout, page, defaults);

// Another tab changed the arrangement: follow it.
subscribe(() => {
  const raw = read("sectionLayout");
  if (raw === lastWritten) return;
  lastWritten = raw;
  layout = stored();
  notify();
});
