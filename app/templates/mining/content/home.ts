import { defineCopy } from "../../../content/registry";
import { miningHomeEn } from "./home.en";
import { miningHomeFr } from "./home.fr";

export const miningHomeCopy = defineCopy("miningHome", "mining/home", {
  en: miningHomeEn,
  fr: miningHomeFr,
});
