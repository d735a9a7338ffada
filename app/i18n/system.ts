import { defineCopy } from "../content/registry";
import { systemEn } from "./system.en";
import { systemFr } from "./system.fr";

export const systemCopy = defineCopy("system", "site", { en: systemEn, fr: systemFr });
