import { useEffect, useState } from "react";
import { loadChunk } from "../lib/retry";
import { gallerySites } from "../templates/manifest";
import type { Bilingual } from "../templates/load-template";
import type { TemplateData } from "../templates/gallery-record";
import { rendersPrerenderedPage } from "../ui/useHydrated";

type Loaders = [
  typeof import("../templates/template-data"),
  typeof import("../templates/load-template"),
  typeof import("./TemplateCard"),
];

let loaders: Promise<Loaders> | undefined;

/**
 * The gallery's records, the template loader and the card that shows a
 * loaded template, fetched once for the preload and the gallery.
 */
function loadRegistry(): Promise<Loaders> {
  loaders ??= loadChunk(() =>
    Promise.all([
      import("../templates/template-data"),
      import("../templates/load-template"),
      import("./TemplateCard"),
    ]),
  ).catch((error: unknown) => {
    loaders = undefined; // the gallery tries again
    throw error;
  });
  return loaders;
}

/** The template card's module, loaded with the registry. */
export const loadTemplateCard = (): Promise<Loaders[2]> => loadRegistry().then((all) => all[2]);

/**
 * Starts the gallery's downloads as soon as its code arrives, before the page
 * hydrates: the registry and, beside it, the first template's module, whose
 * loader the manifest already holds. Failures are left to the gallery, which
 * retries.
 */
export function preloadGalleryTemplates() {
  loadRegistry().catch(() => {});
  gallerySites()[0]
    ?.gallery?.card()
    .catch(() => {});
}

/** What the gallery shows: the templates loaded so far, and whether more are coming. */
interface GalleryTemplates {
  loading: boolean;
  templates: Bilingual[];
}

/**
 * Where the gallery's templates come from: the state of a gallery drawn in the
 * browser, or, while React takes over the prerendered page, the promise of all
 * of them that the page reads (`use`) before it hydrates.
 */
export type GallerySource = GalleryTemplates | { prerendered: Promise<GalleryTemplates> };

/** The records that have a module to load, in gallery order; one with none is named in a warning. */
function withModules(templateData: readonly TemplateData[]): TemplateData[] {
  return templateData.filter((data) => {
    if (data.externalUrl && !data.hasPage) return false;
    if (!data.hasPage) {
      console.warn(
        `Template "${data.slug}" is in the registry but has no module; it is not shown.`,
      );
      return false;
    }
    return true;
  });
}

const reportFailure = (slug: string, error: unknown) =>
  console.error(`Failed to load template "${slug}"; it is not shown.`, error);

/** Every template at once, once: whether each one loaded, and those that did in gallery order. */
let everything: Promise<GalleryTemplates & { complete: boolean }> | undefined;

function loadEverything() {
  everything ??= loadRegistry().then(async ([{ templateData }, { loadTemplate }]) => {
    const records = withModules(templateData);
    // Downloaded side by side (requested in gallery order), kept in gallery order.
    const results = await Promise.allSettled(records.map((data) => loadTemplate(data)));
    const templates: Bilingual[] = [];
    results.forEach((result, i) => {
      if (result.status === "fulfilled") templates.push(result.value);
      else reportFailure(records[i]!.slug, result.reason);
    });
    return { loading: false, templates, complete: templates.length === records.length };
  });
  return everything;
}

/** Settles never: what a page reads that cannot hydrate as its HTML shows it. */
const never = new Promise<never>(() => {});

/**
 * All the templates, for the prerender and for the page that hydrates its
 * HTML. In a browser, where a template that failed to load would leave the page
 * unlike its HTML, it never settles (useGallerySource then draws the page
 * afresh without it).
 */
function prerenderedTemplates(): Promise<GalleryTemplates> {
  return loadEverything().then(
    ({ loading, templates, complete }) =>
      complete || typeof document === "undefined" ? { loading, templates } : never,
    () => never,
  );
}

/** What the browser knows of the templates, once all of them have loaded. */
let loadedAll: GalleryTemplates | undefined;

/**
 * The gallery's templates (SPEC §7). The prerendered page holds them all: it
 * reads the promise of all of them and hydrates once they are there, their
 * modules downloaded side by side. A gallery drawn in the browser (a visitor
 * arriving from another page) loads them one after the other, each shown as
 * soon as it is ready, skeletons holding the remaining places. A record with no
 * view is skipped with a warning; one whose module fails to load is logged and
 * skipped. Only template cards are downloaded, never a template site's own
 * code, and none of it is in the page's first JavaScript.
 */
export function useGallerySource(): GallerySource {
  const [prerendered] = useState(() =>
    rendersPrerenderedPage() ? { prerendered: prerenderedTemplates() } : null,
  );
  const [state, setState] = useState<GalleryTemplates | null>(() =>
    prerendered ? null : (loadedAll ?? { loading: true, templates: [] }),
  );

  useEffect(() => {
    let cancelled = false;
    if (prerendered) {
      void loadEverything().then(
        ({ loading, templates, complete }) => {
          if (complete) loadedAll = { loading, templates };
          // The HTML shows a template that did not load here: drawn again without it.
          else if (!cancelled) setState({ loading, templates });
        },
        // The cards stay as prerendered: readable, and their links work.
        (error: unknown) => console.error("The gallery's templates failed to load.", error),
      );
      return () => {
        cancelled = true;
      };
    }
    if (loadedAll) return;
    void (async () => {
      const [{ templateData }, { loadTemplate }] = await loadRegistry();
      const ready: Bilingual[] = [];
      const records = withModules(templateData);
      for (const data of records) {
        try {
          ready.push(await loadTemplate(data));
          // Each template appears as soon as it is ready; skeletons hold the remaining places.
          if (!cancelled) setState({ loading: true, templates: [...ready] });
        } catch (error) {
          reportFailure(data.slug, error);
        }
      }
      if (ready.length === records.length) loadedAll = { loading: false, templates: ready };
      if (!cancelled) setState({ loading: false, templates: ready });
    })();
    return () => {
      cancelled = true;
    };
  }, [prerendered]);

  return state ?? prerendered!;
}
