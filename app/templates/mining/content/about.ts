import { miningAboutEn } from "./about.en";
import { miningAboutFr } from "./about.fr";

export const miningAboutCopy = { en: miningAboutEn, fr: miningAboutFr };
