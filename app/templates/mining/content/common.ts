import { defineCopy } from "../../../content/registry";
import { miningCommonEn } from "./common.en";
import { miningCommonFr } from "./common.fr";

export const miningCommonCopy = defineCopy("miningCommon", "mining", {
  en: miningCommonEn,
  fr: miningCommonFr,
});
