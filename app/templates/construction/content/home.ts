import { defineCopy } from "../../../content/registry";
import { constructionHomeEn } from "./home.en";
import { constructionHomeFr } from "./home.fr";

export const constructionHomeCopy = defineCopy("constructionHome", "construction/home", {
  en: constructionHomeEn,
  fr: constructionHomeFr,
});
