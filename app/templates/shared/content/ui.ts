import { templateUiEn } from "./ui.en";
import { templateUiFr } from "./ui.fr";

export const templateUiCopy = { en: templateUiEn, fr: templateUiFr };
