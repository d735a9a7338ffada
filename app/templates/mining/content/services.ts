import { miningServicesEn } from "./services.en";
import { miningServicesFr } from "./services.fr";

export const miningServicesCopy = { en: miningServicesEn, fr: miningServicesFr };
