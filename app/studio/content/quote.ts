import { quoteEn } from "./quote.en";
import { quoteFr } from "./quote.fr";

export const quoteCopy = { en: quoteEn, fr: quoteFr };
