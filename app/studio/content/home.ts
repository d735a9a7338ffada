import { homeEn } from "./home.en";
import { homeFr } from "./home.fr";

export const homeCopy = { en: homeEn, fr: homeFr };
