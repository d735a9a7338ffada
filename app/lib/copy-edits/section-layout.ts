/**
 * The owner's local arrangement of a page's sections (SPEC §4, section
 * toolbar): their order and which ones are deleted from this browser's view.
 * The website itself never changes, and everything can be restored.
 *
 * Every operation takes the page's sections in their default (built) order,
 * returns a new layout and leaves its input untouched; one that changes
 * nothing returns its input itself. A page back in its default arrangement
 * is not stored at all.
 */
import {
  isHarmlessKey,
  own,
  safeRecord,
  withEntry,
  withoutEntry,
  type SafeRecord,
} from "./safe-record";

/** One page's arrangement. */
interface PageLayout {
  /** The page's sections in the owner's order, deleted ones included; [] for the default order. */
  readonly order: readonly string[];
  /** The sections deleted from the local view, in their default order. */
  readonly deleted: readonly string[];
}

/** Every page's arrangement, versioned like the edits. */
export interface SectionLayout {
  readonly version: 1;
  readonly pages: SafeRecord<PageLayout>;
}

/** What a page shows, and what it could restore. */
export interface ArrangedSections {
  readonly visible: readonly string[];
  readonly deleted: readonly string[];
}

/** Every page as built. */
export const DEFAULT_LAYOUT: SectionLayout = { version: 1, pages: safeRecord() };

const SECTION_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/;

/** True for a section id a layout can store ("hero", "home.services"). */
export function isSectionId(id: string): boolean {
  return SECTION_ID.test(id) && isHarmlessKey(id);
}

const NO_CHANGES: PageLayout = { order: [], deleted: [] };

/**
 * The owner's order applied to the sections in their default order: stored
 * ids that no longer exist are ignored, and a section missing from the stored
 * order (new since) appears after the section it follows by default.
 */
function fullOrder(defaults: readonly string[], stored: readonly string[]): string[] {
  const known = new Set(defaults);
  const order = [...new Set(stored.filter((id) => known.has(id)))];
  const placed = new Set(order);
  [...known].forEach((id, i, all) => {
    if (placed.has(id)) return;
    // Right after its default predecessor, which is placed by now (or first, if it has none).
    const predecessor = i === 0 ? -1 : order.indexOf(all[i - 1] ?? "");
    order.splice(predecessor + 1, 0, id);
    placed.add(id);
  });
  return order;
}

const pageLayout = (layout: SectionLayout, page: string) => own(layout.pages, page) ?? NO_CHANGES;

/** A page's sections to show, in order, and those deleted (for "restore"). */
export function arrangeSections(
  layout: SectionLayout,
  page: string,
  defaults: readonly string[],
): ArrangedSections {
  const { order, deleted } = pageLayout(layout, page);
  const removed = new Set(deleted);
  return {
    visible: fullOrder(defaults, order).filter((id) => !removed.has(id)),
    deleted: [...new Set(defaults)].filter((id) => removed.has(id)),
  };
}

/** Stores a page's arrangement, or forgets it when it is the default one. */
function withPage(
  layout: SectionLayout,
  page: string,
  defaults: readonly string[],
  order: readonly string[],
  deleted: ReadonlySet<string>,
): SectionLayout {
  const unique = [...new Set(defaults)];
  const full = fullOrder(unique, order);
  const next: PageLayout = {
    order: full.every((id, i) => id === unique[i]) ? [] : full,
    deleted: unique.filter((id) => deleted.has(id)),
  };
  const pages =
    next.order.length === 0 && next.deleted.length === 0
      ? withoutEntry(layout.pages, page)
      : withEntry(layout.pages, page, next);
  return { version: 1, pages };
}

/**
 * Moves a shown section to position `toIndex` among the shown ones (clamped),
 * as a drag and drop does; deleted sections keep their places.
 */
export function moveSection(
  layout: SectionLayout,
  page: string,
  defaults: readonly string[],
  id: string,
  toIndex: number,
): SectionLayout {
  const current = pageLayout(layout, page);
  const deleted = new Set(current.deleted);
  const full = fullOrder(defaults, current.order);
  const visible = full.filter((section) => !deleted.has(section));
  const from = visible.indexOf(id);
  const to = Math.min(Math.max(Math.trunc(toIndex) || 0, 0), visible.length - 1);
  if (from === -1 || to === from) return layout;

  const moved = visible.filter((section) => section !== id);
  moved.splice(to, 0, id);
  let next = 0;
  const order = full.map((section) =>
    deleted.has(section) ? section : (moved[next++] ?? section),
  );
  return withPage(layout, page, defaults, order, deleted);
}

/** Moves a shown section one place up (Move Up). */
export function moveSectionUp(
  layout: SectionLayout,
  page: string,
  defaults: readonly string[],
  id: string,
): SectionLayout {
  const index = arrangeSections(layout, page, defaults).visible.indexOf(id);
  return index <= 0 ? layout : moveSection(layout, page, defaults, id, index - 1);
}

/** Moves a shown section one place down (Move Down). */
export function moveSectionDown(
  layout: SectionLayout,
  page: string,
  defaults: readonly string[],
  id: string,
): SectionLayout {
  const index = arrangeSections(layout, page, defaults).visible.indexOf(id);
  return index === -1 ? layout : moveSection(layout, page, defaults, id, index + 1);
}

/** Hides a section of the page from the local view (Delete Section). */
export function deleteSection(
  layout: SectionLayout,
  page: string,
  defaults: readonly string[],
  id: string,
): SectionLayout {
  const current = pageLayout(layout, page);
  if (!defaults.includes(id) || current.deleted.includes(id)) return layout;
  return withPage(layout, page, defaults, current.order, new Set([...current.deleted, id]));
}

/** Shows a deleted section again, where it was. */
export function restoreSection(
  layout: SectionLayout,
  page: string,
  defaults: readonly string[],
  id: string,
): SectionLayout {
  const current = pageLayout(layout, page);
  if (!current.deleted.includes(id)) return layout;
  const deleted = new Set(current.deleted);
  deleted.delete(id);
  return withPage(layout, page, defaults, current.order, deleted);
}

/** Puts the page back as built: default order, nothing deleted. */
export function restoreAllSections(layout: SectionLayout, page: string): SectionLayout {
  return own(layout.pages, page) === undefined
    ? layout
    : { version: 1, pages: withoutEntry(layout.pages, page) };
}
