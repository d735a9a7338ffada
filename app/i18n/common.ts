import { defineCopy } from "../content/registry";
import { commonEn } from "./common.en";
import { commonFr } from "./common.fr";

export const commonCopy = defineCopy("common", "site", { en: commonEn, fr: commonFr });
