import { defineCopy } from "../../../content/registry";
import { miningAboutEn } from "./about.en";
import { miningAboutFr } from "./about.fr";

export const miningAboutCopy = defineCopy("miningAbout", "mining/about", {
  en: miningAboutEn,
  fr: miningAboutFr,
});
