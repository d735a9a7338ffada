import { defineCopy } from "../../../content/registry";
import { snowSquatchEn } from "./home.en";
import { snowSquatchFr } from "./home.fr";

export const snowSquatchCopy = defineCopy("snowSquatch", "snow-squatch", {
  en: snowSquatchEn,
  fr: snowSquatchFr,
});
