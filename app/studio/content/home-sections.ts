import { defineCopyPart } from "../../content/registry";
import { homeSectionsEn } from "./home-sections.en";
import { homeSectionsFr } from "./home-sections.fr";

/**
 * The studio home's sections below its first screen (pillars, services, ready), loaded with their
 * code (lazy parts) rather than with the home's first screen; their ids stay `home.…`.
 */
export const homeSectionsCopy = defineCopyPart("home", "home", {
  en: homeSectionsEn,
  fr: homeSectionsFr,
});
