import SnowSquatchView from "../home/SnowSquatchView";
import { galleryCards } from "../content/gallery";
import { cardRouteMeta } from "../../template-meta";
import { SNOW_SQUATCH_SLUG } from "../brand";

export const meta = cardRouteMeta(SNOW_SQUATCH_SLUG, galleryCards);

export default SnowSquatchView;
