import { defineCopy } from "../../content/registry";
import { homePromisesEn } from "./home-promises.en";
import { homePromisesFr } from "./home-promises.fr";

/** Loaded with the home's last band (a lazy part), not with the home's first screen. */
export const homePromisesCopy = defineCopy("homePromises", "home", {
  en: homePromisesEn,
  fr: homePromisesFr,
});
