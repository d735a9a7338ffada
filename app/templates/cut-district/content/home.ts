import { defineCopy } from "../../../content/registry";
import { cutHomeEn } from "./home.en";
import { cutHomeFr } from "./home.fr";

/** The barbershop's one-page site, in both languages (read by ../home/). */
export const cutHomeCopy = defineCopy("cutHome", "cut-district/home", {
  en: cutHomeEn,
  fr: cutHomeFr,
});
