import { defineCopy } from "../../../content/registry";
import { miningServicesEn } from "./services.en";
import { miningServicesFr } from "./services.fr";

export const miningServicesCopy = defineCopy("miningServices", "mining/services", {
  en: miningServicesEn,
  fr: miningServicesFr,
});
