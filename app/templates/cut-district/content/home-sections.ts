import { defineCopyPart } from "../../../content/registry";
import { cutHomeSectionsEn } from "./home-sections.en";
import { cutHomeSectionsFr } from "./home-sections.fr";

/** The words of the barbershop's lazy sections (services, gallery, prices, testimonials). */
export const cutHomeSectionsCopy = defineCopyPart("cutHome", "cut-district/home", {
  en: cutHomeSectionsEn,
  fr: cutHomeSectionsFr,
});
