import { useEffect, useState } from "react";
import { loadChunk } from "../lib/retry";
import type { TemplateRecord } from "../templates/registry";

export type Bilingual = { en: TemplateRecord; fr: TemplateRecord };

type Loaders = [
  typeof import("../templates/registry"),
  typeof import("../templates/load-template"),
  typeof import("./TemplateCard"),
];

let loaders: Promise<Loaders> | undefined;

/**
 * The registry, the template loader and the card that shows a loaded
 * template, fetched once for the preload and the gallery.
 */
function loadRegistry(): Promise<Loaders> {
  loaders ??= loadChunk(() =>
    Promise.all([
      import("../templates/registry"),
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
 * hydrates: the registry, then the first template's module, the order the
 * gallery loads them in. Failures are left to the gallery, which retries.
 */
export function preloadGalleryTemplates() {
  loadRegistry()
    .then(([{ bilingualTemplate, registrySlugs }]) => {
      const [first] = registrySlugs();
      return first ? bilingualTemplate(first)?.en.load?.() : undefined;
    })
    .catch(() => {});
}

/**
 * Loads the registry, then the templates one after the other (SPEC §7). A
 * slug with no module is skipped with a warning; one that fails to load is
 * logged and skipped. Nothing of this is in the page's first JavaScript.
 */
export function useGalleryTemplates() {
  const [state, setState] = useState<{ loading: boolean; templates: Bilingual[] }>({
    loading: true,
    templates: [],
  });

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const [{ bilingualTemplate, registrySlugs }, { loadTemplateModule }] = await loadRegistry();
      const ready: Bilingual[] = [];
      for (const slug of registrySlugs()) {
        const record = bilingualTemplate(slug);
        if (!record || (record.en.externalUrl && !record.en.load)) continue;
        if (!record.en.load) {
          console.warn(`Template "${slug}" is in the registry but has no module; it is not shown.`);
          continue;
        }
        try {
          await loadTemplateModule(record.en);
          ready.push(record);
          // Each template appears as soon as it is ready; skeletons hold the remaining places.
          if (!cancelled) setState({ loading: true, templates: [...ready] });
        } catch (error) {
          console.error(`Failed to load template "${slug}"; it is not shown.`, error);
        }
      }
      if (!cancelled) setState({ loading: false, templates: ready });
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  return state;
}
