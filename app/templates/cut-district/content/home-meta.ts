import { defineCopy } from "../../../content/registry";
import { cutHomeMetaEn } from "./home-meta.en";
import { cutHomeMetaFr } from "./home-meta.fr";

/** The one-page site's <title> and description (read by ../home/meta.ts). */
export const cutHomeMetaCopy = defineCopy("cutHomeMeta", "cut-district/home", {
  en: cutHomeMetaEn,
  fr: cutHomeMetaFr,
});
