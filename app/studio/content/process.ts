import { processEn } from "./process.en";
import { processFr } from "./process.fr";

export const processCopy = { en: processEn, fr: processFr };
