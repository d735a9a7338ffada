import { describe, expect, it } from "vitest";
import { miningCommonCopy } from "./content/common";
import { miningContactCopy } from "./content/contact";
import { miningHomeSectionsCopy } from "./content/home-sections";
import { miningAboutSectionsCopy } from "./content/about-sections";
import { miningNewsCopy } from "./content/news";
import { miningProjectsCopy } from "./content/projects";
import { miningServicesCopy } from "./content/services";
import {
  DEPARTMENT_MAILBOXES,
  FEATURED_STORIES,
  HOME_FEATURE_ICONS,
  HOME_SERVICE_ICONS,
  idsOf,
  LEADER_PORTRAITS,
  NEWS_CATEGORIES,
  PROJECTS,
  RECENT_STORIES,
  SERVICE_ICONS,
  VALUE_ICONS,
  WHY_ICONS,
} from "./data";

/**
 * Each data record and the copy record it goes with have the same ids, in
 * both languages. `tsc` already refuses a mismatch (the records are typed
 * against the English copy, and French against English); this documents it.
 */
type Copy = { en: unknown; fr: unknown };
const pair = (name: string, data: Record<string, unknown>, copy: Copy, path: string) => ({
  name,
  data,
  copy,
  path,
});
const pairs = [
  pair("PROJECTS", PROJECTS, miningProjectsCopy, "featured.items"),
  pair("FEATURED_STORIES", FEATURED_STORIES, miningNewsCopy, "featured.items"),
  pair("RECENT_STORIES", RECENT_STORIES, miningNewsCopy, "recent.items"),
  pair("SERVICE_ICONS", SERVICE_ICONS, miningServicesCopy, "list.items"),
  pair("SERVICE_ICONS", SERVICE_ICONS, miningCommonCopy, "footer.services"),
  pair("HOME_SERVICE_ICONS", HOME_SERVICE_ICONS, miningHomeSectionsCopy, "services.cards"),
  pair("HOME_FEATURE_ICONS", HOME_FEATURE_ICONS, miningHomeSectionsCopy, "features.cards"),
  pair("VALUE_ICONS", VALUE_ICONS, miningAboutSectionsCopy, "values.items"),
  pair("WHY_ICONS", WHY_ICONS, miningServicesCopy, "why.items"),
  pair("LEADER_PORTRAITS", LEADER_PORTRAITS, miningAboutSectionsCopy, "leadership.people"),
  pair("DEPARTMENT_MAILBOXES", DEPARTMENT_MAILBOXES, miningContactCopy, "departments.items"),
];

const at = (tree: unknown, path: string) =>
  path.split(".").reduce((node, key) => (node as Record<string, unknown>)[key], tree);
const sorted = (record: unknown) => Object.keys(record as object).sort();

describe("mining data and copy are keyed by the same ids", () => {
  it.each(pairs)("$name and the copy at $path", ({ data, copy, path }) => {
    const ids = sorted(data);
    expect(ids.length).toBeGreaterThan(0);
    expect(sorted(at(copy.en, path)), `English ${path}`).toEqual(ids);
    expect(sorted(at(copy.fr, path)), `French ${path}`).toEqual(ids);
  });

  it.each(pairs)("$name ids are words, so key order is the order written", ({ data }) => {
    for (const id of idsOf(data)) expect(id).not.toMatch(/^\d+$/);
  });

  it("the news filter's categories are the copy's, after All, in SPEC §9's order", () => {
    for (const copy of [miningNewsCopy.en, miningNewsCopy.fr]) {
      expect(Object.keys(copy.filter.categories)).toEqual(["all", ...NEWS_CATEGORIES]);
    }
    expect(NEWS_CATEGORIES).toEqual([
      "discovery",
      "safety",
      "environment",
      "technology",
      "community",
      "partnership",
      "training",
      "sustainability",
    ]);
  });

  it("every story's category is one of the filter's", () => {
    for (const story of [...Object.values(FEATURED_STORIES), ...Object.values(RECENT_STORIES)]) {
      expect(NEWS_CATEGORIES).toContain(story.category);
    }
  });

  it("the home page's services are services, so their links reach a card", () => {
    for (const id of idsOf(HOME_SERVICE_ICONS)) expect(idsOf(SERVICE_ICONS)).toContain(id);
  });
});
