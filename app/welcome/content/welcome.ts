import { welcomeEn } from "./welcome.en";
import { welcomeFr } from "./welcome.fr";

export const welcomeCopy = { en: welcomeEn, fr: welcomeFr };
