import { defineCopyPart } from "../../../content/registry";
import { snowSquatchEn } from "./home.en";
import { snowSquatchFr } from "./home.fr";

/** The site's first screen (header, storm alert, hero); its later sections bring theirs (home-sections.ts). */
export const snowSquatchCopy = defineCopyPart("snowSquatch", "snow-squatch", {
  en: snowSquatchEn,
  fr: snowSquatchFr,
});
