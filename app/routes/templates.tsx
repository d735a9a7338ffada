import { metaFor } from "../content/meta";
import { galleryCopy } from "../gallery/content/gallery";
import { GalleryPage } from "../gallery/GalleryPage";

export const meta = metaFor(galleryCopy);

export default GalleryPage;
