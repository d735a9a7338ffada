import { defineCopy } from "../../../content/registry";
import { cutContactEn } from "./contact.en";
import { cutContactFr } from "./contact.fr";

export const cutContactCopy = defineCopy("cutContact", "cut-district/contact", {
  en: cutContactEn,
  fr: cutContactFr,
});
