import { defineCopy } from "../../../content/registry";
import { templateUiEn } from "./ui.en";
import { templateUiFr } from "./ui.fr";

export const templateUiCopy = defineCopy("templateUi", "template sites", {
  en: templateUiEn,
  fr: templateUiFr,
});
