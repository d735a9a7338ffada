import { defineCopyPart } from "../../../content/registry";
import { miningHomeSectionsEn } from "./home-sections.en";
import { miningHomeSectionsFr } from "./home-sections.fr";

/** The words of the mining home's lazy sections, which load with them. */
export const miningHomeSectionsCopy = defineCopyPart("miningHome", "mining/home", {
  en: miningHomeSectionsEn,
  fr: miningHomeSectionsFr,
});
