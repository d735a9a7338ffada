import { templateFormEn } from "./form.en";
import { templateFormFr } from "./form.fr";

export const templateFormCopy = { en: templateFormEn, fr: templateFormFr };
