import { startTransition, useCallback, useState } from "react";
import { ContentProvider } from "../content/ContentProvider";
import { lazyComponent } from "../ui/lazy-component";
import { LazyPart } from "../ui/LazyPart";
import { rendersPrerenderedPage } from "../ui/useHydrated";
import { galleryCopy } from "./content/gallery";
import { GalleryHeader } from "./GalleryHeader";
import { useGalleryQuery } from "./useGalleryQuery";
import { useGallerySource } from "./useGalleryTemplates";

const Footer = lazyComponent(() => import("../studio/Footer"), "Footer");
// Drawn once the templates are there, so its code comes with them (routes/templates.tsx).
const GalleryContent = lazyComponent(() => import("./GalleryContent"), "GalleryContent");

export function GalleryPage() {
  return (
    <ContentProvider namespace="gallery" copy={galleryCopy}>
      <Gallery />
    </ContentProvider>
  );
}

/**
 * The template gallery (SPEC §2.8). The prerendered page holds every card; the
 * part that shows them hydrates in its own boundary once the templates have loaded
 * in the browser, keeping its HTML until then (LazyPart). The header hydrates at once.
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
        {hydrating ? <LazyPart>{content}</LazyPart> : content}
      </main>
      <LazyPart>
        <Footer />
      </LazyPart>
    </div>
  );
}
