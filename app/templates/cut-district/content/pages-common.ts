import { defineCopy } from "../../../content/registry";
import { cutCommonEn } from "./pages-common.en";
import { cutCommonFr } from "./pages-common.fr";

/** The header and footer of the barbershop's sub-pages. */
export const cutCommonCopy = defineCopy("cutCommon", "cut-district", {
  en: cutCommonEn,
  fr: cutCommonFr,
});
