import type { TemplateIconName } from "../../shared/template-icons";
import type { constructionServicesEn } from "../content/services.en";

/**
 * The language-independent half of the Services page: icons keyed by the ids
 * of the copy they go with, in the order the page shows them.
 */

type Services = typeof constructionServicesEn;
type Ids<T> = keyof T & string;

/** The six services (copy: constructionServices.list.items); each id is also its anchor. */
export const SERVICE_ICONS = {
  homes: "house",
  commercial: "factory",
  renovations: "hammer",
  "design-build": "layers",
  "site-work": "drill",
  emergency: "clock",
} satisfies Record<Ids<Services["list"]["items"]>, TemplateIconName>;
export type ServiceId = keyof typeof SERVICE_ICONS;

/** What every contract includes (copy: constructionServices.included.items). */
export const INCLUDED_ICONS = {
  "fixed-price": "fileText",
  "project-lead": "users",
  "weekly-report": "calendarDays",
  warranty: "shieldCheck",
} satisfies Record<Ids<Services["included"]["items"]>, TemplateIconName>;
