import { defineCopy } from "../../../content/registry";
import { constructionProjectsEn } from "./projects.en";
import { constructionProjectsFr } from "./projects.fr";

export const constructionProjectsCopy = defineCopy(
  "constructionProjects",
  "construction/projects",
  {
    en: constructionProjectsEn,
    fr: constructionProjectsFr,
  },
);
