import { Suspense, use, useState } from "react";
import { Sections } from "../content/Sections";
import { Text } from "../content/Text";
import { useLocale } from "../i18n/LocaleProvider";
import { toggleCompare } from "../lib/gallery-query";
import { matchesFilters, matchesSearch } from "../lib/template-search";
import { lazyComponent } from "../ui/lazy-component";
import { GalleryControls } from "./GalleryControls";
import { GalleryResults } from "./GalleryResults";
import { useGalleryQuery } from "./useGalleryQuery";
import type { GallerySource } from "./useGalleryTemplates";

// Opened on demand: their code (frames, messaging, the quote draft) loads when first wanted.
const PreviewDialog = lazyComponent(() => import("./PreviewDialog"), "PreviewDialog");
const CompareDrawer = lazyComponent(() => import("./CompareDrawer"), "CompareDrawer");

/**
 * The gallery itself (SPEC §2.8): search and filters, the templates, the
 * preview and the comparison; its state in the URL. What depends on the
 * templates is here, so that the prerendered page hydrates it in one piece once
 * they have loaded (useGallerySource).
 */
export function GalleryContent({
  source,
  comparing,
  onCloseCompare,
}: {
  source: GallerySource;
  comparing: boolean;
  onCloseCompare: () => void;
}) {
  const { loading, templates: all } = "prerendered" in source ? use(source.prerendered) : source;
  const locale = useLocale();
  const { query, update } = useGalleryQuery();
  const [preview, setPreview] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);

  const shown = all.filter(
    ({ en, fr }) => matchesSearch([en, fr], query.q) && matchesFilters(en, query),
  );
  /** Each industry (or style) once, named by the card of a template that has it. */
  const options = (key: "industry" | "style") =>
    [...new Map(all.map((entry) => [entry.en[key], entry[locale]])).entries()].map(
      ([value, template]) => ({ value, template }),
    );
  const records = shown.map((entry) => entry[locale]);
  const selected = query.compare
    .map((slug) => all.find((entry) => entry.en.slug === slug)?.[locale])
    .filter((record) => record !== undefined);

  const onCompare = (slug: string) => {
    const next = toggleCompare(query.compare, slug);
    setRefused(next.refused);
    if (!next.refused) update({ compare: next.selected });
  };

  return (
    <>
      <Sections page="templates">
        <div key="intro" className="mx-auto max-w-6xl px-4 pt-12 pb-8 sm:px-6 sm:pt-16">
          <p className="text-sm font-bold tracking-[0.16em] text-accent uppercase">
            <Text id="gallery.eyebrow" />
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold sm:text-6xl">
            <Text id="gallery.title" />
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-fg-muted">
            <Text id="gallery.intro" />
          </p>
          <div className="mt-10">
            <GalleryControls
              query={query}
              industries={options("industry")}
              styles={options("style")}
              onChange={update}
            />
          </div>
          <p role="status" className="mt-4 min-h-6 text-sm text-fg-muted">
            {loading ? (
              <Text id="gallery.loading" />
            ) : (
              <Text id="gallery.results" values={{ count: records.length, total: all.length }} />
            )}
          </p>
          <p role="alert" className="text-sm font-semibold text-accent-strong empty:hidden">
            {refused ? <Text id="gallery.compare.limit" /> : null}
          </p>
        </div>
        <GalleryResults
          key="results"
          loading={loading}
          view={query.view}
          records={records}
          compare={query.compare}
          onPreview={setPreview}
          onCompare={onCompare}
          onClear={() => update({ q: "", industry: "", style: "" })}
        />
      </Sections>
      <Suspense>
        {preview && (
          <PreviewDialog
            records={records.length ? records : all.map((e) => e[locale])}
            slug={preview}
            onNavigate={setPreview}
            onClose={() => setPreview(null)}
          />
        )}
        {comparing && (
          <CompareDrawer
            records={selected}
            onRemove={(slug) => {
              setRefused(false);
              update({ compare: query.compare.filter((entry) => entry !== slug) });
            }}
            onClose={onCloseCompare}
          />
        )}
      </Suspense>
    </>
  );
}
