import { defineCopy } from "../../../content/registry";
import { miningNewsEn } from "./news.en";
import { miningNewsFr } from "./news.fr";

export const miningNewsCopy = defineCopy("miningNews", "mining/news", {
  en: miningNewsEn,
  fr: miningNewsFr,
});
