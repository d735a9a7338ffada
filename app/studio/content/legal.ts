import { legalEn } from "./legal.en";
import { legalFr } from "./legal.fr";

export const legalCopy = { en: legalEn, fr: legalFr };
