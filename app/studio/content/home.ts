import { defineCopyPart } from "../../content/registry";
import { homeEn } from "./home.en";
import { homeFr } from "./home.fr";

/** The studio home's first screen (meta, hero); its later sections bring theirs (home-sections.ts). */
export const homeCopy = defineCopyPart("home", "home", { en: homeEn, fr: homeFr });
