import { describe, expect, it } from "vitest";
import { constructionNewsCopy } from "../content/news";
import { constructionProjectsCopy } from "../content/projects";
import { idsOf } from "../data";
import { PROJECTS } from "../projects/data";
import { FEATURED_STORIES, NEWS_CATEGORIES, RECENT_STORIES } from "./data";

/**
 * The construction news and projects data and their copy are keyed by the same
 * ids, in both languages (`tsc` already refuses a mismatch; this documents it),
 * and the news filter's categories are SPEC §9's.
 */
const at = (tree: unknown, path: string) =>
  path.split(".").reduce((node, key) => (node as Record<string, unknown>)[key], tree);
const sorted = (record: unknown) => Object.keys(record as object).sort();

const pairs = [
  {
    name: "FEATURED_STORIES",
    data: FEATURED_STORIES,
    copy: constructionNewsCopy,
    path: "featured.items",
  },
  {
    name: "RECENT_STORIES",
    data: RECENT_STORIES,
    copy: constructionNewsCopy,
    path: "recent.items",
  },
  { name: "PROJECTS", data: PROJECTS, copy: constructionProjectsCopy, path: "grid.items" },
];

describe("construction news and projects data", () => {
  it.each(pairs)("$name has the ids of the copy at $path", ({ data, copy, path }) => {
    const ids = sorted(data);
    expect(ids.length).toBeGreaterThan(0);
    expect(sorted(at(copy.en, path)), `English ${path}`).toEqual(ids);
    expect(sorted(at(copy.fr, path)), `French ${path}`).toEqual(ids);
    for (const id of Object.keys(data)) expect(id).not.toMatch(/^\d+$/);
  });

  it("the news filter's categories are SPEC §9's, after All, in both languages' copy", () => {
    expect(NEWS_CATEGORIES).toEqual([
      "company-news",
      "sustainability",
      "innovation",
      "community",
      "safety",
      "growth",
      "research",
      "financial",
    ]);
    for (const copy of [constructionNewsCopy.en, constructionNewsCopy.fr]) {
      expect(Object.keys(copy.filter.categories)).toEqual(["all", ...NEWS_CATEGORIES]);
    }
  });

  it("every category has a story, and there are more recent stories than the first page shows", () => {
    const used = [...Object.values(FEATURED_STORIES), ...Object.values(RECENT_STORIES)].map(
      (story) => story.category,
    );
    for (const category of NEWS_CATEGORIES) expect(used).toContain(category);
    expect(idsOf(RECENT_STORIES).length).toBeGreaterThan(6);
  });

  it("six projects, each in one of SPEC §4's construction statuses", () => {
    expect(idsOf(PROJECTS)).toHaveLength(6);
    for (const { status } of Object.values(PROJECTS)) {
      expect(["completed", "in-development", "ongoing", "continuous"]).toContain(status);
    }
  });
});
