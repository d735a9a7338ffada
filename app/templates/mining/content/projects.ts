import { miningProjectsEn } from "./projects.en";
import { miningProjectsFr } from "./projects.fr";

export const miningProjectsCopy = { en: miningProjectsEn, fr: miningProjectsFr };
