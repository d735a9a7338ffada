import { defineCopy } from "../../content/registry";
import { legalEn } from "./legal.en";
import { legalFr } from "./legal.fr";

export const legalCopy = defineCopy("legal", "legal", { en: legalEn, fr: legalFr });
