import { defineCopy } from "../../../content/registry";
import { templateStatusEn } from "./status.en";
import { templateStatusFr } from "./status.fr";

export const templateStatusCopy = defineCopy("templateStatus", "template sites", {
  en: templateStatusEn,
  fr: templateStatusFr,
});
