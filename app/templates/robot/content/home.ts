import { defineCopy } from "../../../content/registry";
import { robotTemplateEn } from "./home.en";
import { robotTemplateFr } from "./home.fr";

export const robotTemplateCopy = defineCopy("robotTemplate", "robot-template", {
  en: robotTemplateEn,
  fr: robotTemplateFr,
});
