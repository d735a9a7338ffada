import type { ComponentType } from "react";
import type { Locale } from "../lib/storage-keys";
import type { Translation } from "../lib/text-path";
import type { miningGalleryEn } from "./mining/content/gallery.en";
import type { Difficulty, MetricKey, MotionLevel } from "./template-site";

/** A template's view module: its default export renders the whole demo site page. */
export type TemplateModule = { default: ComponentType };

/** The words of a gallery card (each template's `content/gallery.*`). */
type GalleryCopy = Translation<typeof miningGalleryEn>;
export type GalleryCards = Readonly<Record<string, Record<Locale, GalleryCopy>>>;

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
  /** Only http(s) addresses held here may be redirected to. */
  externalUrl?: string;
  /** Loads the view; absent when a template ships without one. */
  load?: () => Promise<TemplateModule>;
}

/** A record as the gallery shows it, in one language. */
export interface TemplateRecord extends Omit<TemplateData, "metrics" | "cover"> {
  title: string;
  industry: string;
  style: string;
  tags: readonly string[];
  highlights: readonly string[];
  cover: TemplateData["cover"] & { alt: string };
  metrics: { value: string; label: string }[];
}

/** Every poster is drawn on a 1200 × 750 canvas. */
export const COVER_SIZE = { width: 1200, height: 750 } as const;
