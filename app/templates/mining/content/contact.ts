import { defineCopy } from "../../../content/registry";
import { miningContactEn } from "./contact.en";
import { miningContactFr } from "./contact.fr";

export const miningContactCopy = defineCopy("miningContact", "mining/contact", {
  en: miningContactEn,
  fr: miningContactFr,
});
