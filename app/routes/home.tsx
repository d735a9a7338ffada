import { metaFor } from "../content/meta";
import { homeCopy } from "../studio/content/home";
import { HomePage } from "../studio/HomePage";

export const meta = metaFor(homeCopy);

export default HomePage;
