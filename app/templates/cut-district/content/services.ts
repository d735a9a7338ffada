import { defineCopy } from "../../../content/registry";
import { cutServicesEn } from "./services.en";
import { cutServicesFr } from "./services.fr";

export const cutServicesCopy = defineCopy("cutServices", "cut-district/services", {
  en: cutServicesEn,
  fr: cutServicesFr,
});
