import { defineCopy } from "../../../content/registry";
import { constructionServicesEn } from "./services.en";
import { constructionServicesFr } from "./services.fr";

export const constructionServicesCopy = defineCopy(
  "constructionServices",
  "construction/services",
  { en: constructionServicesEn, fr: constructionServicesFr },
);
