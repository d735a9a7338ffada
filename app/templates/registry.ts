import type { Locale } from "../lib/storage-keys";
import { fixtureCards } from "./e2e-fixtures";
import type { GalleryCards } from "./gallery-card";
import type { TemplateRecord } from "./gallery-record";
import { localize, templateData } from "./template-data";

/**
 * Each template folder's gallery card, by slug (`<folder>/content/gallery.ts`),
 * for the pages that look a template up as they render: the template entry,
 * its page meta and the studio's portfolio. The gallery loads each card itself.
 */
const CARDS: GalleryCards = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<GalleryCards>("./*/content/gallery.ts", {
      eager: true,
      import: "galleryCards",
    }),
  ),
);
// Read here, not imported, so that a production build drops the fixtures' cards.
const ALL_CARDS: GalleryCards =
  import.meta.env.VITE_E2E_FIXTURES === "1" ? { ...CARDS, ...fixtureCards() } : CARDS;

/** The template with this slug in `locale`, or undefined (SPEC §3.3 "lookup by slug"). */
export function lookupTemplate(slug: string, locale: Locale): TemplateRecord | undefined {
  const data = templateData.find((entry) => entry.slug === slug);
  if (!data) return undefined;
  const card = ALL_CARDS[slug];
  if (!card) throw new Error(`Template "${slug}" has no gallery card`);
  return localize(data, card, locale);
}

/** A template's card copy in both languages, for a `templateCard` ContentProvider. */
export const galleryCard = (slug: string) => ALL_CARDS[slug];

export type { TemplateRecord } from "./gallery-record";
