import type { Locale } from "../lib/storage-keys";
import { refusedExternalUrls } from "../lib/redirect-target";
import { FIXTURE_CARDS, FIXTURE_DATA, FIXTURE_HOSTS } from "./e2e-fixtures";
import {
  COVER_SIZE,
  type GalleryCards,
  type TemplateData,
  type TemplateRecord,
} from "./gallery-record";
import { ALLOWED_TEMPLATE_HOSTS, gallerySites } from "./manifest";
import { homeViewOf } from "./site-home-view";
import type { MetricKey } from "./template-site";

/** Each template folder's gallery card, by slug (`<folder>/content/gallery.ts`). */
const CARDS: GalleryCards = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<GalleryCards>("./*/content/gallery.ts", {
      eager: true,
      import: "galleryCards",
    }),
  ),
);

/** The gallery's records (SPEC §3.3), from the template manifest in its order. */
const DATA: readonly TemplateData[] = gallerySites().map((site) => {
  const { slug, context, theme, gallery } = site;
  return {
    slug,
    route: `/templates/${slug}`,
    context,
    theme,
    difficulty: gallery!.difficulty,
    motionLevel: gallery!.motionLevel,
    cover: { src: gallery!.cover, ...COVER_SIZE },
    metrics: gallery!.metrics,
    externalUrl: gallery!.externalUrl,
    load: homeViewOf(site),
  };
});

// A site may only name an allowed host: a build (prerendering loads this module) stops here.
const refused = refusedExternalUrls(DATA, ALLOWED_TEMPLATE_HOSTS);
if (refused.length > 0) {
  throw new Error(
    `externalUrl not https on a host in ALLOWED_TEMPLATE_HOSTS (app/templates/manifest.ts): ${refused.join(", ")}`,
  );
}

/**
 * Records the test build adds to exercise the failure paths (a missing module,
 * external addresses good and bad). A production build drops them entirely.
 */
const withFixtures = import.meta.env.VITE_E2E_FIXTURES === "1";
const ALL: readonly TemplateData[] = withFixtures ? [...DATA, ...FIXTURE_DATA] : DATA;
const ALL_CARDS: GalleryCards = withFixtures ? { ...CARDS, ...FIXTURE_CARDS } : CARDS;

/** The hosts a record's `externalUrl` may redirect to (the test build adds its fixture's). */
export const allowedExternalHosts: readonly string[] = withFixtures
  ? [...ALLOWED_TEMPLATE_HOSTS, ...FIXTURE_HOSTS]
  : ALLOWED_TEMPLATE_HOSTS;

function localize(data: TemplateData, locale: Locale): TemplateRecord {
  const card = ALL_CARDS[data.slug];
  if (!card) throw new Error(`Template "${data.slug}" has no gallery card`);
  const copy = card[locale];
  const { metrics, cover, ...rest } = data;
  return {
    ...rest,
    title: copy.title,
    industry: copy.industry,
    style: copy.style,
    tags: copy.tags,
    highlights: copy.highlights,
    cover: { ...cover, alt: copy.coverAlt },
    metrics: (Object.keys(metrics) as MetricKey[]).map((key) => ({ key, value: metrics[key] })),
    card,
  };
}

/** Every registry slug, in gallery order. */
export const registrySlugs = (): string[] => ALL.map((data) => data.slug);

/** The template with this slug in `locale`, or undefined (SPEC §3.3 "lookup by slug"). */
export function lookupTemplate(slug: string, locale: Locale): TemplateRecord | undefined {
  const data = ALL.find((entry) => entry.slug === slug);
  return data && localize(data, locale);
}

/** The record in both languages, for a search that understands English and French. */
export function bilingualTemplate(slug: string) {
  const en = lookupTemplate(slug, "en");
  const fr = lookupTemplate(slug, "fr");
  return en && fr ? { en, fr } : undefined;
}

export type { TemplateData, TemplateModule, TemplateRecord } from "./gallery-record";

/** A template's card copy in both languages, for a `templateCard` ContentProvider. */
export const galleryCard = (slug: string) => ALL_CARDS[slug];
