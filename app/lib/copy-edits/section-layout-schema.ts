/**
 * The schema of the stored section layout, read like the edits: parsing never
 * throws, returns prototype-free records, and a bad stored entry falls back to
 * the default arrangement without losing the others.
 */
import * as z from "zod/mini";
import { isPageKey } from "./edit-address";
import { safeRecord } from "./safe-record";
import { readStored, type Parsed } from "./stored-json";
import { isSectionId, type SectionLayout } from "./section-layout";

/** The limits of a stored layout. */
export const LAYOUT_LIMITS = {
  /** Section ids in one page's order (and in its deleted list). */
  sectionsPerPage: 100,
  /** Pages with an arrangement. */
  pages: 500,
  /** Characters of the stored JSON. */
  storedLength: 200_000,
} as const;

const sectionIds = z
  .array(z.string().check(z.refine(isSectionId, { error: "Invalid section id." })))
  .check(z.maxLength(LAYOUT_LIMITS.sectionsPerPage, { error: "Too many sections." }));

/** A layout as stored: `{ version: 1, pages: { [page]: { order, deleted } } }`. */
const sectionLayoutSchema = z.strictObject({
  version: z.literal(1),
  pages: z
    .record(
      z.string().check(z.refine(isPageKey, { error: "Invalid page name." })),
      z.strictObject({ order: sectionIds, deleted: sectionIds }),
    )
    .check(
      z.refine((pages) => Object.keys(pages).length <= LAYOUT_LIMITS.pages, {
        error: "Too many pages.",
      }),
    ),
});

/** Checks any value against {@link sectionLayoutSchema}; never throws. */
export function parseSectionLayout(data: unknown): Parsed<SectionLayout> {
  const result = sectionLayoutSchema.safeParse(data);
  if (!result.success) return { ok: false, issues: result.error.issues };
  const pages = Object.entries(result.data.pages).map(
    ([page, { order, deleted }]) =>
      [page, { order: [...new Set(order)], deleted: [...new Set(deleted)] }] as const,
  );
  return { ok: true, value: { version: 1, pages: safeRecord(pages) } };
}

/**
 * Reads the stored layout (the `parse` of its storage key): malformed or
 * oversized data reads as null (every page as built); a bad entry is dropped.
 */
export function parseStoredLayout(raw: string): SectionLayout | null {
  return readStored(raw, LAYOUT_LIMITS.storedLength, parseSectionLayout);
}

/** The stored form of a layout (the `serialize` of its storage key): compact JSON. */
export function serializeLayout(layout: SectionLayout): string {
  return JSON.stringify(layout);
}
