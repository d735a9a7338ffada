import { miningContactEn } from "./contact.en";
import { miningContactFr } from "./contact.fr";

export const miningContactCopy = { en: miningContactEn, fr: miningContactFr };
