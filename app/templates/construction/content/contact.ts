import { defineCopy } from "../../../content/registry";
import { constructionContactEn } from "./contact.en";
import { constructionContactFr } from "./contact.fr";

export const constructionContactCopy = defineCopy("constructionContact", "construction/contact", {
  en: constructionContactEn,
  fr: constructionContactFr,
});
