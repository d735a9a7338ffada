import { defineCopyPart } from "../../../content/registry";
import { miningHomeEn } from "./home.en";
import { miningHomeFr } from "./home.fr";

/** The mining home's hero; its later sections bring theirs (home-sections.ts). */
export const miningHomeCopy = defineCopyPart("miningHome", "mining/home", {
  en: miningHomeEn,
  fr: miningHomeFr,
});
