import { metaFor } from "../content/meta";
import { processCopy } from "../studio/content/process";
import { ProcessPage } from "../studio/ProcessPage";

export const meta = metaFor("process", processCopy);

export default ProcessPage;
