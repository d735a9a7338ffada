import { defineCopyPart } from "../../../content/registry";
import { cutHomeEn } from "./home.en";
import { cutHomeFr } from "./home.fr";

/**
 * The barbershop's one-page site, in both languages (read by ../home/): what its first load shows
 * (header, hero, team, booking, contact); its later sections bring theirs (home-sections.ts).
 */
export const cutHomeCopy = defineCopyPart("cutHome", "cut-district/home", {
  en: cutHomeEn,
  fr: cutHomeFr,
});
