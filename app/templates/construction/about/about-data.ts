import annie from "../../../assets/construction/leader-annie-lachance.svg?url";
import dave from "../../../assets/construction/leader-dave-koskinen.svg?url";
import marieEve from "../../../assets/construction/leader-marie-eve-belanger.svg?url";
import samuel from "../../../assets/construction/leader-samuel-osei.svg?url";
import type { TemplateIconName } from "../../shared/template-icons";
import type { constructionAboutEn } from "../content/about.en";

/**
 * The language-independent half of the About page: icons and portraits, keyed
 * by the ids of the copy they go with, in the order the page shows them.
 */

type About = typeof constructionAboutEn;
type Ids<T> = keyof T & string;

/** The four core values (copy: constructionAbout.values.items). */
export const VALUE_ICONS = {
  craft: "hammer",
  safety: "hardHat",
  land: "treePine",
  neighbours: "handshake",
} satisfies Record<Ids<About["values"]["items"]>, TemplateIconName>;

/** The leadership team's monogram portraits (real photos drop in through the same image) (copy: constructionAbout.leadership.people). */
export const LEADER_PORTRAITS = {
  "annie-lachance": annie,
  "dave-koskinen": dave,
  "marie-eve-belanger": marieEve,
  "samuel-osei": samuel,
} satisfies Record<Ids<About["leadership"]["people"]>, string>;
export type LeaderId = keyof typeof LEADER_PORTRAITS;
