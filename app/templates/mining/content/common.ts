import { miningCommonEn } from "./common.en";
import { miningCommonFr } from "./common.fr";

export const miningCommonCopy = { en: miningCommonEn, fr: miningCommonFr };
