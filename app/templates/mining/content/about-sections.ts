import { defineCopyPart } from "../../../content/registry";
import { miningAboutSectionsEn } from "./about-sections.en";
import { miningAboutSectionsFr } from "./about-sections.fr";

/** The words of the about page's lazy sections, which load with them. */
export const miningAboutSectionsCopy = defineCopyPart("miningAbout", "mining/about", {
  en: miningAboutSectionsEn,
  fr: miningAboutSectionsFr,
});
