import { metaFor } from "../content/meta";
import { galleryCopy } from "../gallery/content/gallery";
import { GalleryPage } from "../gallery/GalleryPage";
import { preloadGalleryTemplates } from "../gallery/useGalleryTemplates";

export const meta = metaFor("gallery", galleryCopy);

// The registry, the first template and the code that shows them start downloading
// alongside this module. (The prerendered page holds the cards; React preloads the first
// posters with it.)
if (typeof window !== "undefined") {
  preloadGalleryTemplates();
  import("../gallery/GalleryContent").catch(() => {});
}

export default GalleryPage;
