import { defineCopy } from "../../../content/registry";
import { constructionMetaEn } from "./meta.en";
import { constructionMetaFr } from "./meta.fr";

/** Each built construction page's <title> and description, by page (read by ../meta.ts). */
export const constructionMetaCopy = defineCopy("constructionMeta", "construction", {
  en: constructionMetaEn,
  fr: constructionMetaFr,
});
