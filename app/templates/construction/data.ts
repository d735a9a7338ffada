import drones from "../../assets/construction/showcase-drones.svg?url";
import model from "../../assets/construction/showcase-model.svg?url";
import sensors from "../../assets/construction/showcase-sensors.svg?url";
import type { TemplateIconName } from "../shared/template-icons";
import type { constructionHomeSectionsEn } from "./content/home-sections.en";

/**
 * The language-independent half of the construction home: icons and pictures,
 * keyed by the ids of the copy they go with. A page lists items in the key
 * order of these records, so both languages show the same order.
 */

type Ids<T> = keyof T & string;
type Home = typeof constructionHomeSectionsEn;

/** The ids of a keyed record, in its key order. */
export const idsOf = <K extends string>(record: Record<K, unknown>) => Object.keys(record) as K[];

/** The technology showcase's slides (copy: constructionHome.showcase.slides), in order. */
export const SHOWCASE_SLIDES = {
  drones: { image: drones },
  model: { image: model },
  sensors: { image: sensors },
} satisfies Record<Ids<Home["showcase"]["slides"]>, { image: string }>;
export type SlideId = keyof typeof SHOWCASE_SLIDES;

/** The four services (copy: constructionHome.services.items). */
export const SERVICE_ICONS = {
  homes: "house",
  commercial: "factory",
  renovations: "hammer",
  emergency: "clock",
} satisfies Record<Ids<Home["services"]["items"]>, TemplateIconName>;

/** The four reasons to choose the company (copy: constructionHome.reasons.items). */
export const REASON_ICONS = {
  "fixed-price": "fileText",
  "built-north": "treePine",
  "local-crews": "users",
  warranty: "shieldCheck",
} satisfies Record<Ids<Home["reasons"]["items"]>, TemplateIconName>;

/** The recent projects of the track record (copy: constructionHome.record.items). */
export const RECORD_ICONS = {
  "ramsey-lake": "house",
  "walden-clinic": "factory",
  "minnow-lake": "hammer",
} satisfies Record<Ids<Home["record"]["items"]>, TemplateIconName>;

/** How long each showcase slide stays before the next (SPEC §9). */
export const SHOWCASE_INTERVAL_MS = 9000;
