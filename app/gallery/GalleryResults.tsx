import { lazy, Suspense } from "react";
import type { ViewMode } from "../lib/gallery-query";
import type { TemplateRecord } from "../templates/registry";
import { SkeletonCard } from "./SkeletonCard";
import { loadTemplateCard } from "./useGalleryTemplates";
import { lazyComponent } from "../ui/lazy-component";

// Cards show once templates have loaded: their code comes with the registry, not in the first load.
const TemplateCard = lazy(() => loadTemplateCard().then((m) => ({ default: m.TemplateCard })));
// Shown only when the filters match nothing.
const EmptyState = lazyComponent(() => import("./EmptyState"), "EmptyState");
const ImmersiveSlide = lazyComponent(() => import("./ImmersiveSlide"), "ImmersiveSlide");

/** SPEC §9: 6 skeleton cards while loading. */
const SKELETONS = 6;

const skeletonGrid = (
  <ul
    aria-hidden="true"
    className="mx-auto grid max-w-6xl gap-6 px-4 pb-20 sm:grid-cols-2 sm:px-6 lg:grid-cols-3"
  >
    {Array.from({ length: SKELETONS }, (_, i) => (
      <SkeletonCard key={i} />
    ))}
  </ul>
);

export function GalleryResults({
  loading,
  view,
  records,
  compare,
  onPreview,
  onCompare,
  onClear,
}: {
  loading: boolean;
  view: ViewMode;
  records: TemplateRecord[];
  compare: string[];
  onPreview: (slug: string) => void;
  onCompare: (slug: string) => void;
  onClear: () => void;
}) {
  if (loading && records.length === 0) return skeletonGrid;
  if (records.length === 0) {
    return (
      <div className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        <Suspense>
          <EmptyState onClear={onClear} />
        </Suspense>
      </div>
    );
  }
  // Until the cards' code is there, the skeletons keep holding the place: without them the
  // list would vanish for a moment and the footer jump up and back (a layout shift).
  if (view === "immersive") {
    return (
      <Suspense fallback={skeletonGrid}>
        <div data-testid="immersive-view" className="border-t border-line">
          {records.map((record) => (
            <ImmersiveSlide
              key={record.slug}
              record={record}
              comparing={compare.includes(record.slug)}
              onPreview={() => onPreview(record.slug)}
              onCompare={() => onCompare(record.slug)}
            />
          ))}
        </div>
      </Suspense>
    );
  }
  return (
    <Suspense fallback={skeletonGrid}>
      <ul
        data-testid="template-grid"
        className="mx-auto grid max-w-6xl gap-6 px-4 pb-20 sm:grid-cols-2 sm:px-6 lg:grid-cols-3"
      >
        {/* While the rest load, skeletons keep the grid's place. */}
        {records.map((record, i) => (
          <TemplateCard
            key={record.slug}
            record={record}
            eager={i < 3}
            first={i === 0}
            comparing={compare.includes(record.slug)}
            onPreview={() => onPreview(record.slug)}
            onCompare={() => onCompare(record.slug)}
          />
        ))}
        {loading &&
          Array.from({ length: Math.max(0, SKELETONS - records.length) }, (_, i) => (
            <SkeletonCard key={`skeleton-${i}`} />
          ))}
      </ul>
    </Suspense>
  );
}
