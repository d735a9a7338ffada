import { miningHomeEn } from "./home.en";
import { miningHomeFr } from "./home.fr";

export const miningHomeCopy = { en: miningHomeEn, fr: miningHomeFr };
