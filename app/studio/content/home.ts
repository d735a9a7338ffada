import { defineCopy } from "../../content/registry";
import { homeEn } from "./home.en";
import { homeFr } from "./home.fr";

export const homeCopy = defineCopy("home", "home", { en: homeEn, fr: homeFr });
