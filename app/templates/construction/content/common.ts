import { defineCopy } from "../../../content/registry";
import { constructionCommonEn } from "./common.en";
import { constructionCommonFr } from "./common.fr";

/** The construction footer's copy, on every page of the site. */
export const constructionCommonCopy = defineCopy("constructionCommon", "construction", {
  en: constructionCommonEn,
  fr: constructionCommonFr,
});
