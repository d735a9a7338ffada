import { metaFor } from "../content/meta";
import { galleryCopy } from "../gallery/content/gallery";
import { GalleryPage } from "../gallery/GalleryPage";
import { preloadGalleryTemplates } from "../gallery/useGalleryTemplates";
import { TEMPLATE_SLUGS } from "../prerender-paths";
import { COVERS } from "../templates/covers";
import type { Route } from "./+types/templates";

export const meta = metaFor(galleryCopy);

/** The first card's poster is the largest thing on a phone's first screen: fetch it with the page. */
export const links: Route.LinksFunction = () => [
  { rel: "preload", as: "image", href: COVERS[TEMPLATE_SLUGS[0]], fetchPriority: "high" },
];

// The registry and the first template start downloading alongside this module.
if (typeof window !== "undefined") preloadGalleryTemplates();

export default GalleryPage;
