import { metaFor } from "../content/meta";
import { galleryCopy } from "../gallery/content/gallery";
import { GalleryPage } from "../gallery/GalleryPage";
import { preloadGalleryTemplates } from "../gallery/useGalleryTemplates";
import { gallerySites } from "../templates/manifest";
import type { Route } from "./+types/templates";

export const meta = metaFor(galleryCopy);

/** The first card's poster is the largest thing on a phone's first screen: fetch it with the page. */
export const links: Route.LinksFunction = () =>
  gallerySites()
    .slice(0, 1)
    .map(({ gallery }) => ({
      rel: "preload",
      as: "image",
      href: gallery!.cover,
      fetchPriority: "high",
    }));

// The registry and the first template start downloading alongside this module.
if (typeof window !== "undefined") preloadGalleryTemplates();

export default GalleryPage;
