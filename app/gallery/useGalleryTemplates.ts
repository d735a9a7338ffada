import { useEffect, useState } from "react";
import { loadChunk } from "../lib/retry";
import { gallerySites } from "../templates/manifest";
import type { Bilingual } from "../templates/load-template";

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

/**
 * Loads the registry, then the templates' modules one after the other (SPEC
 * §7): each is a card's words, so the gallery never downloads a template
 * site's own code. A record with no view is skipped with a warning; one whose
 * module fails to load is logged and skipped. Nothing of this is in the
 * page's first JavaScript.
 */
export function useGalleryTemplates() {
  const [state, setState] = useState<{ loading: boolean; templates: Bilingual[] }>({
    loading: true,
    templates: [],
  });

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const [{ templateData }, { loadTemplate }] = await loadRegistry();
      const ready: Bilingual[] = [];
      for (const data of templateData) {
        if (data.externalUrl && !data.load) continue;
        if (!data.load) {
          console.warn(
            `Template "${data.slug}" is in the registry but has no module; it is not shown.`,
          );
          continue;
        }
        try {
          ready.push(await loadTemplate(data));
          // Each template appears as soon as it is ready; skeletons hold the remaining places.
          if (!cancelled) setState({ loading: true, templates: [...ready] });
        } catch (error) {
          console.error(`Failed to load template "${data.slug}"; it is not shown.`, error);
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
