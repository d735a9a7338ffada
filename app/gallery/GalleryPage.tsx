import { startTransition, Suspense, useCallback, useState } from "react";
import { ContentProvider } from "../content/ContentProvider";
import { HydrateWhenNear } from "../ui/HydrateWhenNear";
import { lazyComponent } from "../ui/lazy-component";
import { rendersPrerenderedPage } from "../ui/useHydrated";
import { galleryCopy } from "./content/gallery";
import { GalleryHeader } from "./GalleryHeader";
import { useGalleryQuery } from "./useGalleryQuery";
import { useGallerySource } from "./useGalleryTemplates";

const Footer = lazyComponent(() => import("../studio/Footer"), "Footer");
// Drawn once the templates are there, so its code comes with them (routes/templates.tsx).
const GalleryContent = lazyComponent(() => import("./GalleryContent"), "GalleryContent");

/**
 * The footer hydrates on its own, once its code arrives. One element for every render: the
 * gallery's updates then pass it by, where a new element reaching it before its code had
 * arrived made React throw its HTML away and draw it again.
 */
const footer = (
  <Suspense>
    <Footer />
  </Suspense>
);

export function GalleryPage() {
  return (
    <ContentProvider namespace="gallery" copy={galleryCopy}>
      <Gallery />
    </ContentProvider>
  );
}

/**
 * The template gallery (SPEC §2.8). The prerendered page holds every card; the
 * part that shows them hydrates as soon as the templates have loaded in the
 * browser, keeping its HTML until then, and a click on it meanwhile is made
 * again once it has hydrated (HydrateWhenNear). The header hydrates at once.
 */
function Gallery() {
  const source = useGallerySource();
  const { query } = useGalleryQuery();
  const [comparing, setComparing] = useState(false);
  // A transition: the gallery may still be waiting for its templates, and an urgent update
  // reaching it then would make React throw its HTML away and draw it again.
  const openCompare = useCallback(() => startTransition(() => setComparing(true)), []);
  const closeCompare = useCallback(() => setComparing(false), []);
  const [hydrating] = useState(rendersPrerenderedPage);
  const content = (
    <GalleryContent source={source} comparing={comparing} onCloseCompare={closeCompare} />
  );

  return (
    <div className="min-h-dvh bg-bg">
      <GalleryHeader compareCount={query.compare.length} onCompare={openCompare} />
      <main id="main">
        {/* Drawn in the browser, no boundary of its own: the navigation that brings the page
            waits for the gallery's code, so the page never shows without it. */}
        {hydrating ? <HydrateWhenNear eager>{content}</HydrateWhenNear> : content}
      </main>
      {footer}
    </div>
  );
}
