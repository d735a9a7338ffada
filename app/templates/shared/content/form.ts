import { defineCopy } from "../../../content/registry";
import { templateFormEn } from "./form.en";
import { templateFormFr } from "./form.fr";

export const templateFormCopy = defineCopy("templateForm", "template sites", {
  en: templateFormEn,
  fr: templateFormFr,
});
