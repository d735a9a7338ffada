import { systemEn } from "./system.en";
import { systemFr } from "./system.fr";

export const systemCopy = { en: systemEn, fr: systemFr };
