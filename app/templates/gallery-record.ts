import type { GalleryCard, GalleryCards } from "./gallery-card";
import type { Difficulty, MetricKey, MotionLevel } from "./template-site";

/** The language-independent part of a gallery record (SPEC §3.3). */
export interface TemplateData {
  slug: string;
  /** The template's own page, in English form (localize it for French). */
  route: string;
  /** The session template context entering this template stores (SPEC §4). */
  context: string;
  /** The theme it stores, when it has a look of its own (SPEC §3.2). */
  theme?: string;
  difficulty: Difficulty;
  motionLevel: MotionLevel;
  cover: { src: string; width: number; height: number };
  /** Its figures by key; their labels are copy. */
  metrics: Record<MetricKey, string>;
  /** Redirected to only when https on a host in `ALLOWED_TEMPLATE_HOSTS` (manifest.ts). */
  externalUrl?: string;
  /** Whether it has a page of its own (its site's home route); false for a record that ships without one. */
  hasPage: boolean;
  /** Loads its card's words, the module the gallery waits for before showing it. */
  loadCard: () => Promise<{ galleryCards: GalleryCards }>;
}

/**
 * A record in one language. The gallery shows its words through the text ids
 * of `card` (a `templateCard` ContentProvider); the localized strings beside
 * it are data for search, filters and page meta.
 */
export interface TemplateRecord extends Omit<TemplateData, "metrics" | "cover" | "loadCard"> {
  title: string;
  industry: string;
  style: string;
  tags: readonly string[];
  highlights: readonly string[];
  cover: TemplateData["cover"] & { alt: string };
  /** Its figures in the site's order; each label is `templateCard.metrics.<key>`. */
  metrics: { key: MetricKey; value: string }[];
  card: GalleryCard;
}

/** Every poster is drawn on a 1200 × 750 canvas. */
export const COVER_SIZE = { width: 1200, height: 750 } as const;
