import type { Locale } from "../lib/storage-keys";
import { refusedExternalUrls } from "../lib/redirect-target";
import { FIXTURE_HOSTS, fixtureData } from "./e2e-fixtures";
import type { GalleryCard } from "./gallery-card";
import { COVER_SIZE, type TemplateData, type TemplateRecord } from "./gallery-record";
import { ALLOWED_TEMPLATE_HOSTS, gallerySites, hasHome } from "./manifest";
import type { MetricKey } from "./template-site";

/**
 * The gallery's records without their words (SPEC §3.3), from the template
 * manifest in its order. Each card's words stay in its template's module,
 * which the gallery loads on its own; ./registry.ts adds them for lookups.
 */
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
    hasPage: hasHome(site),
    loadCard: gallery!.card,
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

/** Every record, in gallery order. */
export const templateData: readonly TemplateData[] = withFixtures
  ? [...DATA, ...fixtureData()]
  : DATA;

/** The hosts a record's `externalUrl` may redirect to (the test build adds its fixture's). */
export const allowedExternalHosts: readonly string[] = withFixtures
  ? [...ALLOWED_TEMPLATE_HOSTS, ...FIXTURE_HOSTS]
  : ALLOWED_TEMPLATE_HOSTS;

/** A record in `locale`, worded by its card. */
export function localize(data: TemplateData, card: GalleryCard, locale: Locale): TemplateRecord {
  const copy = card[locale];
  const { metrics, cover, loadCard: _, ...rest } = data;
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
