import { defineCopyPart } from "../../../content/registry";
import { miningAboutEn } from "./about.en";
import { miningAboutFr } from "./about.fr";

/** The about page's hero and section dots; its sections bring theirs (about-sections.ts). */
export const miningAboutCopy = defineCopyPart("miningAbout", "mining/about", {
  en: miningAboutEn,
  fr: miningAboutFr,
});
