import { defineCopyPart } from "../../../content/registry";
import { constructionHomeEn } from "./home.en";
import { constructionHomeFr } from "./home.fr";

/** The construction home's hero and call to action; its other sections bring theirs (home-sections.ts). */
export const constructionHomeCopy = defineCopyPart("constructionHome", "construction/home", {
  en: constructionHomeEn,
  fr: constructionHomeFr,
});
