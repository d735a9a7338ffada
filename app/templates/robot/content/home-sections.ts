import { defineCopyPart } from "../../../content/registry";
import { robotTemplateSectionsEn } from "./home-sections.en";
import { robotTemplateSectionsFr } from "./home-sections.fr";

/** The words of the site's lazy sections and footer, which load with them. */
export const robotTemplateSectionsCopy = defineCopyPart("robotTemplate", "robot-template", {
  en: robotTemplateSectionsEn,
  fr: robotTemplateSectionsFr,
});
