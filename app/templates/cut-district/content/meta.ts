import { defineCopy } from "../../../content/registry";
import { cutMetaEn } from "./meta.en";
import { cutMetaFr } from "./meta.fr";

/** Each barbershop sub-page's <title> and description, by page (read by ../meta.ts). */
export const cutMetaCopy = defineCopy("cutMeta", "cut-district", {
  en: cutMetaEn,
  fr: cutMetaFr,
});
