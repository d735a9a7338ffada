import { describe, expect, it } from "vitest";
import {
  filterStories,
  hasMore,
  isNewsFilter,
  NEWS_FIRST_PAGE,
  NEWS_PAGE_SIZE,
  newsFilters,
  visibleCount,
} from "./news-filter";

/** SPEC §9's two lists, without All (the sites hold their own: mining/data.ts, construction/news/data.ts). */
const MINING = [
  "discovery",
  "safety",
  "environment",
  "technology",
  "community",
  "partnership",
  "training",
  "sustainability",
] as const;
const CONSTRUCTION = [
  "company-news",
  "sustainability",
  "innovation",
  "community",
  "safety",
  "growth",
  "research",
  "financial",
] as const;
type Mining = (typeof MINING)[number];
type Construction = (typeof CONSTRUCTION)[number];

const miningStories: { id: string; category: Mining }[] = [
  { id: "a", category: "safety" },
  { id: "b", category: "discovery" },
  { id: "c", category: "safety" },
  { id: "d", category: "community" },
];
const constructionStories: { id: string; category: Construction }[] = [
  { id: "p", category: "company-news" },
  { id: "q", category: "financial" },
  { id: "r", category: "company-news" },
  { id: "s", category: "safety" },
  { id: "t", category: "growth" },
];

describe("filters (SPEC §9)", () => {
  it("are All then the mining topics, in order", () =>
    expect(newsFilters(MINING)).toEqual([
      "all",
      "discovery",
      "safety",
      "environment",
      "technology",
      "community",
      "partnership",
      "training",
      "sustainability",
    ]));

  it("are All then the construction topics, in order", () =>
    expect(newsFilters(CONSTRUCTION)).toEqual([
      "all",
      "company-news",
      "sustainability",
      "innovation",
      "community",
      "safety",
      "growth",
      "research",
      "financial",
    ]));

  it("do not change the list they are made from", () => {
    const list = ["safety", "growth"];
    newsFilters(list);
    expect(list).toEqual(["safety", "growth"]);
  });

  it.each([
    ["safety", true],
    ["all", true],
    ["Safety", false],
    ["finance", false],
    ["financial", false],
    ["discovery", true],
  ])("mining: isNewsFilter(%s) -> %s", (value, expected) =>
    expect(isNewsFilter(MINING, value)).toBe(expected),
  );

  it.each([
    ["company-news", true],
    ["financial", true],
    ["all", true],
    ["discovery", false],
    ["Company News", false],
    ["", false],
  ])("construction: isNewsFilter(%s) -> %s", (value, expected) =>
    expect(isNewsFilter(CONSTRUCTION, value)).toBe(expected),
  );
});

describe("filterStories", () => {
  it("keeps every story for all", () =>
    expect(filterStories(miningStories, "all").map((s) => s.id)).toEqual(["a", "b", "c", "d"]));
  it("keeps only the category, in order", () =>
    expect(filterStories(miningStories, "safety").map((s) => s.id)).toEqual(["a", "c"]));
  it("is empty for a category without stories", () =>
    expect(filterStories(miningStories, "training")).toEqual([]));

  it("works the same on the construction categories", () => {
    expect(filterStories(constructionStories, "all").map((s) => s.id)).toEqual([
      "p",
      "q",
      "r",
      "s",
      "t",
    ]);
    expect(filterStories(constructionStories, "company-news").map((s) => s.id)).toEqual(["p", "r"]);
    expect(filterStories(constructionStories, "financial").map((s) => s.id)).toEqual(["q"]);
    expect(filterStories(constructionStories, "research")).toEqual([]);
  });

  it("returns a new list, never the one it was given", () => {
    const all = filterStories(constructionStories, "all");
    expect(all).not.toBe(constructionStories);
    all.pop();
    expect(constructionStories).toHaveLength(5);
  });
});

describe("Load More", () => {
  it("shows the first page, then a page more per click, never more than there is", () => {
    expect(visibleCount(10, 0)).toBe(NEWS_FIRST_PAGE);
    expect(visibleCount(10, 1)).toBe(NEWS_FIRST_PAGE + NEWS_PAGE_SIZE);
    expect(visibleCount(10, 2)).toBe(10);
    expect(visibleCount(10, 9)).toBe(10);
    expect(visibleCount(2, 0)).toBe(2);
  });

  it("hides once everything is shown", () => {
    expect(hasMore(10, 0)).toBe(true);
    expect(hasMore(10, 1)).toBe(true);
    expect(hasMore(10, 2)).toBe(false);
    expect(hasMore(NEWS_FIRST_PAGE, 0)).toBe(false);
    expect(hasMore(0, 0)).toBe(false);
  });

  it("treats a negative count of clicks as none", () =>
    expect(visibleCount(10, -3)).toBe(NEWS_FIRST_PAGE));
});
