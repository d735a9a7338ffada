import { defineCopy } from "../../../content/registry";
import { constructionNewsEn } from "./news.en";
import { constructionNewsFr } from "./news.fr";

export const constructionNewsCopy = defineCopy("constructionNews", "construction/news", {
  en: constructionNewsEn,
  fr: constructionNewsFr,
});
