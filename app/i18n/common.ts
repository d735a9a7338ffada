import { commonEn } from "./common.en";
import { commonFr } from "./common.fr";

export const commonCopy = { en: commonEn, fr: commonFr };
