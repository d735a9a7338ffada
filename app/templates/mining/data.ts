import leader1 from "../../assets/mining/leader-1.svg?url";
import leader2 from "../../assets/mining/leader-2.svg?url";
import leader3 from "../../assets/mining/leader-3.svg?url";
import leader4 from "../../assets/mining/leader-4.svg?url";
import newsCharging from "../../assets/mining/news-timmins-charging.svg?url";
import newsDeepZone from "../../assets/mining/news-levack-deep-zone.svg?url";
import projectBev from "../../assets/mining/project-bev.svg?url";
import projectCamp from "../../assets/mining/project-camp.svg?url";
import projectReclaim from "../../assets/mining/project-reclaim.svg?url";
import projectShaft from "../../assets/mining/project-shaft.svg?url";
import type { ProjectStatus } from "../shared/StatusBadge";
import type { TemplateIconName } from "../shared/template-icons";
import type { miningAboutSectionsEn } from "./content/about-sections.en";
import type { miningCommonEn } from "./content/common.en";
import type { miningContactEn } from "./content/contact.en";
import type { miningHomeSectionsEn } from "./content/home-sections.en";
import type { miningNewsEn } from "./content/news.en";
import type { miningProjectsEn } from "./content/projects.en";
import type { miningServicesEn } from "./content/services.en";

/**
 * The language-independent half of the mining content: statuses, categories,
 * pictures, icons and mailboxes. Each record is keyed by the ids of the copy
 * record it goes with (content/*.en.ts, and French typed against English) and
 * `satisfies Record<copy ids, …>`: a data entry without copy, or copy without
 * data, does not compile.
 *
 * Order: a page lists the items in the key order of these records, never in
 * the copy's. The data is the same in both languages, so English and French
 * always show the same order, even if a translator reorders the French copy.
 * Ids are words, never integer-like ("2024"), which JavaScript would put first.
 */

/** The ids of a keyed record, in its key order. */
export const idsOf = <K extends string>(record: Record<K, unknown>) => Object.keys(record) as K[];

type Ids<T> = keyof T & string;

/** The four featured projects (copy: miningProjects.featured.items). */
export const PROJECTS = {
  "levack-deep-shaft": { status: "completed", image: projectShaft, accent: "bg-[#1f8a52]" },
  "timmins-battery-haulage": { status: "operational", image: projectBev, accent: "bg-[#1a8a93]" },
  "mcfaulds-camp": { status: "in-development", image: projectCamp, accent: "bg-[#2f6fc4]" },
  "coniston-reclamation": { status: "planning", image: projectReclaim, accent: "bg-[#c2731d]" },
} satisfies Record<
  Ids<typeof miningProjectsEn.featured.items>,
  { status: ProjectStatus; image: string; accent: string }
>;
export type ProjectId = keyof typeof PROJECTS;

/**
 * The news page's categories (SPEC §9), in the order of their filter buttons,
 * after All (copy: miningNews.filter.categories).
 */
export const NEWS_CATEGORIES = [
  "discovery",
  "safety",
  "environment",
  "technology",
  "community",
  "partnership",
  "training",
  "sustainability",
] as const satisfies readonly Exclude<Ids<typeof miningNewsEn.filter.categories>, "all">[];
type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** Featured stories (copy: miningNews.featured.items), with their pictures. */
export const FEATURED_STORIES = {
  "levack-deep-zone": { category: "discovery", image: newsDeepZone },
  "timmins-100k-hours": { category: "technology", image: newsCharging },
} satisfies Record<
  Ids<typeof miningNewsEn.featured.items>,
  { category: NewsCategory; image: string }
>;

/** Recent updates (copy: miningNews.recent.items), newest first. */
export const RECENT_STORIES = {
  "levack-million-hours": { category: "safety" },
  "apprentices-2024": { category: "training" },
  "trades-scholarships": { category: "community" },
  "coniston-freshet": { category: "environment" },
  "ring-of-fire-agreement": { category: "partnership" },
  "sustainability-2023": { category: "sustainability" },
  "remote-raise-borer": { category: "technology" },
  "mine-rescue-win": { category: "safety" },
  "mcfaulds-solar": { category: "sustainability" },
  "levack-step-out": { category: "discovery" },
} satisfies Record<Ids<typeof miningNewsEn.recent.items>, { category: NewsCategory }>;

/**
 * The six services and their icons, in the services page's order (copy:
 * miningServices.list.items, and the footer's links, miningCommon.footer.services).
 * A service's id is also the id of its card on the services page (#exploration),
 * which the home page and the footer link to.
 */
export const SERVICE_ICONS = {
  exploration: "drill",
  development: "pickaxe",
  "contract-mining": "truck",
  processing: "factory",
  electrification: "batteryCharging",
  closure: "sprout",
} satisfies Record<
  Ids<typeof miningServicesEn.list.items> | Ids<typeof miningCommonEn.footer.services>,
  TemplateIconName
>;
export type ServiceId = keyof typeof SERVICE_ICONS;

/** The three services the home page puts forward, in its order (copy: miningHome.services.cards). */
export const HOME_SERVICE_ICONS = {
  development: SERVICE_ICONS.development,
  exploration: SERVICE_ICONS.exploration,
  closure: SERVICE_ICONS.closure,
} satisfies Record<Ids<typeof miningHomeSectionsEn.services.cards>, TemplateIconName>;

/** Why producers call the company (copy: miningHome.features.cards). */
export const HOME_FEATURE_ICONS = {
  "safety-first": "hardHat",
  "battery-fleets": "batteryCharging",
  "northern-crews": "users",
  "closure-planning": "sprout",
} satisfies Record<Ids<typeof miningHomeSectionsEn.features.cards>, TemplateIconName>;

/** The company's values (copy: miningAbout.values.items). */
export const VALUE_ICONS = {
  safety: "shieldCheck",
  land: "treePine",
  partnership: "handshake",
  craft: "lightbulb",
} satisfies Record<Ids<typeof miningAboutSectionsEn.values.items>, TemplateIconName>;

/** Why hire the company (copy: miningServices.why.items). */
export const WHY_ICONS = {
  "safety-record": "shieldCheck",
  "fifty-years": "award",
  "northern-crews": "mapPin",
  "one-contract": "layers",
} satisfies Record<Ids<typeof miningServicesEn.why.items>, TemplateIconName>;

/** The leadership team's portraits (copy: miningAbout.leadership.people). */
export const LEADER_PORTRAITS = {
  "elise-gagnon": leader1,
  "robert-makela": leader2,
  "priya-raman": leader3,
  "tom-beaudry": leader4,
} satisfies Record<Ids<typeof miningAboutSectionsEn.leadership.people>, string>;

/** Department mailboxes (SPEC §3.4 "Department contact"; copy: miningContact.departments.items). */
export const DEPARTMENT_MAILBOXES = {
  projects: "projects@sudburyminerals-demo.ca",
  safety: "safety@sudburyminerals-demo.ca",
  careers: "careers@sudburyminerals-demo.ca",
  community: "community@sudburyminerals-demo.ca",
} satisfies Record<Ids<typeof miningContactEn.departments.items>, string>;
