import RobotView from "../home/RobotView";
import { galleryCards } from "../content/gallery";
import { cardRouteMeta } from "../../template-meta";
import { ROBOT_SLUG } from "../brand";

export const meta = cardRouteMeta(ROBOT_SLUG, galleryCards);

export default RobotView;
