import { defineCopy } from "../../../content/registry";
import { constructionAboutEn } from "./about.en";
import { constructionAboutFr } from "./about.fr";

export const constructionAboutCopy = defineCopy("constructionAbout", "construction/about", {
  en: constructionAboutEn,
  fr: constructionAboutFr,
});
