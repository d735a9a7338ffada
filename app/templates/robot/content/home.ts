import { defineCopyPart } from "../../../content/registry";
import { robotTemplateEn } from "./home.en";
import { robotTemplateFr } from "./home.fr";

/** The site's first screen (header, hero); its later sections bring theirs (home-sections.ts). */
export const robotTemplateCopy = defineCopyPart("robotTemplate", "robot-template", {
  en: robotTemplateEn,
  fr: robotTemplateFr,
});
