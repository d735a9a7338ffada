import { defineCopy } from "../../../content/registry";
import { cutAboutEn } from "./about.en";
import { cutAboutFr } from "./about.fr";

export const cutAboutCopy = defineCopy("cutAbout", "cut-district/about", {
  en: cutAboutEn,
  fr: cutAboutFr,
});
