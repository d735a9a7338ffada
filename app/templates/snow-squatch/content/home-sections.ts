import { defineCopyPart } from "../../../content/registry";
import { snowSquatchSectionsEn } from "./home-sections.en";
import { snowSquatchSectionsFr } from "./home-sections.fr";

/** The words of the site's lazy sections and footer, which load with them. */
export const snowSquatchSectionsCopy = defineCopyPart("snowSquatch", "snow-squatch", {
  en: snowSquatchSectionsEn,
  fr: snowSquatchSectionsFr,
});
