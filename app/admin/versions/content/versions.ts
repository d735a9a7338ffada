import { defineCopy } from "../../../content/registry";
import { versionsEn } from "./versions.en";
import { versionsFr } from "./versions.fr";

export const versionsCopy = defineCopy("versions", "admin/versions", {
  en: versionsEn,
  fr: versionsFr,
});
