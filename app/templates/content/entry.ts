import { defineCopy } from "../../content/registry";
import { templateEntryEn } from "./entry.en";
import { templateEntryFr } from "./entry.fr";

export const templateEntryCopy = defineCopy("templateEntry", "templates/<slug>", {
  en: templateEntryEn,
  fr: templateEntryFr,
});
