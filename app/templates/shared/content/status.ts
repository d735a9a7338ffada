import { templateStatusEn } from "./status.en";
import { templateStatusFr } from "./status.fr";

export const templateStatusCopy = { en: templateStatusEn, fr: templateStatusFr };
