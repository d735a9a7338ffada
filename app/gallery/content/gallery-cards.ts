import { defineCopy } from "../../content/registry";
import { galleryCardsEn } from "./gallery-cards.en";
import { galleryCardsFr } from "./gallery-cards.fr";

/** The template cards' own words (buttons, facts, levels): they load with the cards' code. */
export const galleryCardsCopy = defineCopy("galleryCards", "templates", {
  en: galleryCardsEn,
  fr: galleryCardsFr,
});
