/**
 * The dashboard's counts (SPEC §4), computed from the edit set itself, not
 * from what happens to be on screen.
 */
import { LOCALES, type Locale } from "../storage-keys";
import type { EditSet } from "./edits";

/** How many pages, sections and fields carry at least one edit. */
interface EditCounts {
  readonly pages: number;
  readonly sections: number;
  readonly fields: number;
}

/** The counts of each language, and of both together. */
interface EditCountsByLocale {
  readonly byLocale: Readonly<Record<Locale, EditCounts>>;
  /**
   * Pages and sections edited in either language (a page edited in both
   * counts once); fields edited, counting each language's edit of a text.
   */
  readonly total: EditCounts;
}

/** Counts the edited pages, sections and fields, per language and in total. */
export function countEdits(set: EditSet): EditCountsByLocale {
  const allPages = new Set<string>();
  const allSections = new Set<string>();
  let allFields = 0;
  const byLocale = {} as Record<Locale, EditCounts>;

  for (const locale of LOCALES) {
    const pages = Object.entries(set.edits[locale] ?? {});
    let sections = 0;
    let fields = 0;
    for (const [page, pageSections] of pages) {
      allPages.add(page);
      for (const [section, sectionFields] of Object.entries(pageSections)) {
        sections++;
        allSections.add(`${page}\n${section}`);
        fields += Object.keys(sectionFields).length;
      }
    }
    byLocale[locale] = { pages: pages.length, sections, fields };
    allFields += fields;
  }

  return {
    byLocale,
    total: { pages: allPages.size, sections: allSections.size, fields: allFields },
  };
}
