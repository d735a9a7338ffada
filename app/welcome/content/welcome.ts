import { defineCopy } from "../../content/registry";
import { welcomeEn } from "./welcome.en";
import { welcomeFr } from "./welcome.fr";

export const welcomeCopy = defineCopy("welcome", "site", { en: welcomeEn, fr: welcomeFr });
