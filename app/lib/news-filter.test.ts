import { describe, expect, it } from "vitest";
import {
  filterStories,
  hasMore,
  isNewsFilter,
  NEWS_CATEGORIES,
  NEWS_FIRST_PAGE,
  NEWS_PAGE_SIZE,
  visibleCount,
  type NewsCategory,
} from "./news-filter";

const stories: { id: string; category: NewsCategory }[] = [
  { id: "a", category: "safety" },
  { id: "b", category: "discovery" },
  { id: "c", category: "safety" },
  { id: "d", category: "community" },
];

describe("categories (SPEC §9)", () => {
  it("are All then the eight topics, in order", () =>
    expect(NEWS_CATEGORIES).toEqual([
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

  it.each([
    ["safety", true],
    ["all", true],
    ["Safety", false],
    ["finance", false],
  ])("isNewsFilter(%s) -> %s", (value, expected) => expect(isNewsFilter(value)).toBe(expected));
});

describe("filterStories", () => {
  it("keeps every story for all", () =>
    expect(filterStories(stories, "all").map((s) => s.id)).toEqual(["a", "b", "c", "d"]));
  it("keeps only the category, in order", () =>
    expect(filterStories(stories, "safety").map((s) => s.id)).toEqual(["a", "c"]));
  it("is empty for a category without stories", () =>
    expect(filterStories(stories, "training")).toEqual([]));
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
});
