import type { ComponentType } from "react";
import { TEMPLATE_SLUGS } from "../prerender-paths";
import type { TemplateContext } from "../lib/storage-keys";
import type { Locale } from "../lib/storage-keys";
import { registryEn, type TemplateCopy } from "./registry.en";
import { FIXTURE_COPY, FIXTURE_DATA } from "./e2e-fixtures";
import { registryFr } from "./registry.fr";
import { COVER_SIZE, COVERS } from "./covers";

export type TemplateSlug = (typeof TEMPLATE_SLUGS)[number];
export type Difficulty = "Starter" | "Intermediate" | "Pro";
export type MotionLevel = "Low" | "Medium" | "High";

/** A template's view module: its default export renders the whole demo site page. */
export type TemplateModule = { default: ComponentType };

/** The language-independent part of a gallery record (SPEC §3.3). */
export interface TemplateData {
  slug: string;
  /** The template's own page, in English form (localize it for French). */
  route: string;
  /** The session template context entering this template stores (SPEC §4). */
  context: TemplateContext;
  difficulty: Difficulty;
  motionLevel: MotionLevel;
  cover: { src: string; width: number; height: number };
  /** Metric values; their labels are copy. */
  metricValues: string[];
  /** Only http(s) addresses held here may be redirected to. */
  externalUrl?: string;
  /** Loads the view; absent when a template ships without one. */
  load?: () => Promise<TemplateModule>;
}

/** A record as the gallery shows it, in one language. */
export interface TemplateRecord extends Omit<TemplateData, "metricValues" | "cover"> {
  title: string;
  industry: string;
  style: string;
  tags: readonly string[];
  highlights: readonly string[];
  cover: TemplateData["cover"] & { alt: string };
  metrics: { value: string; label: string }[];
}

const upcoming = () => import("./upcoming/UpcomingTemplateView");

const DATA: readonly TemplateData[] = [
  {
    slug: "modern-mining",
    route: "/templates/modern-mining",
    context: "mining",
    difficulty: "Intermediate",
    motionLevel: "Low",
    cover: { src: COVERS["modern-mining"], ...COVER_SIZE },
    metricValues: ["6", "100", "EN/FR"],
    load: () => import("./mining/MiningHomeView"),
  },
  {
    slug: "premium-construction",
    route: "/templates/premium-construction",
    context: "construction",
    difficulty: "Pro",
    motionLevel: "High",
    cover: { src: COVERS["premium-construction"], ...COVER_SIZE },
    metricValues: ["7", "100", "EN/FR"],
    load: upcoming,
  },
  {
    slug: "cut-district",
    route: "/templates/cut-district",
    context: "cut-district",
    difficulty: "Pro",
    motionLevel: "Medium",
    cover: { src: COVERS["cut-district"], ...COVER_SIZE },
    metricValues: ["9", "100", "EN/FR"],
    load: upcoming,
  },
  {
    slug: "robot-template",
    route: "/templates/robot-template",
    context: "robot",
    difficulty: "Starter",
    motionLevel: "Medium",
    cover: { src: COVERS["robot-template"], ...COVER_SIZE },
    metricValues: ["4", "100", "EN/FR"],
    load: upcoming,
  },
  {
    slug: "snow-squatch",
    route: "/templates/snow-squatch",
    context: "snow-squatch",
    difficulty: "Starter",
    motionLevel: "High",
    cover: { src: COVERS["snow-squatch"], ...COVER_SIZE },
    metricValues: ["5", "100", "EN/FR"],
    load: upcoming,
  },
];

const COPY: Record<Locale, Readonly<Record<string, TemplateCopy>>> = {
  en: registryEn,
  fr: registryFr,
};

/**
 * Records the test build adds to exercise the failure paths (a missing module,
 * external addresses good and bad). A production build drops them entirely.
 */
const withFixtures = import.meta.env.VITE_E2E_FIXTURES === "1";
const extra: readonly TemplateData[] = withFixtures ? FIXTURE_DATA : [];
const extraCopy: Readonly<Record<string, TemplateCopy>> = withFixtures ? FIXTURE_COPY : {};

function localize(data: TemplateData, locale: Locale): TemplateRecord {
  const copy = COPY[locale][data.slug] ?? extraCopy[data.slug];
  if (!copy) throw new Error(`Template "${data.slug}" has no copy`);
  const { metricValues, cover, ...rest } = data;
  return {
    ...rest,
    title: copy.title,
    industry: copy.industry,
    style: copy.style,
    tags: copy.tags,
    highlights: copy.highlights,
    cover: { ...cover, alt: copy.coverAlt },
    metrics: metricValues.map((value, i) => ({ value, label: copy.metrics[i] ?? "" })),
  };
}

/** Every registry slug, in gallery order. */
export const registrySlugs = (): string[] => [...DATA, ...extra].map((data) => data.slug);

/** The template with this slug in `locale`, or undefined (SPEC §3.3 "lookup by slug"). */
export function lookupTemplate(slug: string, locale: Locale): TemplateRecord | undefined {
  const data = [...DATA, ...extra].find((entry) => entry.slug === slug);
  return data && localize(data, locale);
}

/** The record in both languages, for a search that understands English and French. */
export function bilingualTemplate(slug: string) {
  const en = lookupTemplate(slug, "en");
  const fr = lookupTemplate(slug, "fr");
  return en && fr ? { en, fr } : undefined;
}
