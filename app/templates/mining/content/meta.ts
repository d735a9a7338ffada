import { miningMetaEn } from "./meta.en";
import { miningMetaFr } from "./meta.fr";

export const miningMetaCopy = { en: miningMetaEn, fr: miningMetaFr };
