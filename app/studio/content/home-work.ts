import { defineCopy } from "../../content/registry";
import { homeWorkEn } from "./home-work.en";
import { homeWorkFr } from "./home-work.fr";

/** Loaded with the home's pictures of its work (lazy parts), not with the home's first screen. */
export const homeWorkCopy = defineCopy("homeWork", "home", { en: homeWorkEn, fr: homeWorkFr });
