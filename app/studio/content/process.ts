import { defineCopy } from "../../content/registry";
import { processEn } from "./process.en";
import { processFr } from "./process.fr";

export const processCopy = defineCopy("process", "process", { en: processEn, fr: processFr });
