import { miningNewsEn } from "./news.en";
import { miningNewsFr } from "./news.fr";

export const miningNewsCopy = { en: miningNewsEn, fr: miningNewsFr };
