import { defineCopyPart } from "../../../content/registry";
import { constructionHomeSectionsEn } from "./home-sections.en";
import { constructionHomeSectionsFr } from "./home-sections.fr";

/** The words of the construction home's lazy sections, which load with them. */
export const constructionHomeSectionsCopy = defineCopyPart(
  "constructionHome",
  "construction/home",
  {
    en: constructionHomeSectionsEn,
    fr: constructionHomeSectionsFr,
  },
);
