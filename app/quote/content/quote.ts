import { defineCopy } from "../../content/registry";
import { quoteEn } from "./quote.en";
import { quoteFr } from "./quote.fr";

export const quoteCopy = defineCopy("quote", "site", { en: quoteEn, fr: quoteFr });
