import { defineCopy } from "../../../content/registry";
import { miningProjectsEn } from "./projects.en";
import { miningProjectsFr } from "./projects.fr";

export const miningProjectsCopy = defineCopy("miningProjects", "mining/projects", {
  en: miningProjectsEn,
  fr: miningProjectsFr,
});
