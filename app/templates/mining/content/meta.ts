import { defineCopy } from "../../../content/registry";
import { miningMetaEn } from "./meta.en";
import { miningMetaFr } from "./meta.fr";

/** Each mining page's <title> and description, by page (read by ../meta.ts). */
export const miningMetaCopy = defineCopy("miningMeta", "mining", {
  en: miningMetaEn,
  fr: miningMetaFr,
});
