/**
 * The mining news page's category filter and "Load More" (SPEC §9 categories).
 * Stories carry a category key; "all" shows every story.
 */
export const NEWS_CATEGORIES = [
  "all",
  "discovery",
  "safety",
  "environment",
  "technology",
  "community",
  "partnership",
  "training",
  "sustainability",
] as const;

export type NewsFilter = (typeof NEWS_CATEGORIES)[number];
export type NewsCategory = Exclude<NewsFilter, "all">;

/** Recent updates shown before "Load More", and how many each click adds. */
export const NEWS_FIRST_PAGE = 6;
export const NEWS_PAGE_SIZE = 3;

export function isNewsFilter(value: string): value is NewsFilter {
  return (NEWS_CATEGORIES as readonly string[]).includes(value);
}

/** Stories of a category (all of them for "all"), in their original order. */
export function filterStories<T extends { category: NewsCategory }>(
  stories: readonly T[],
  filter: NewsFilter,
): T[] {
  return filter === "all" ? [...stories] : stories.filter((story) => story.category === filter);
}

/** How many recent stories to show after `clicks` presses of "Load More". */
export function visibleCount(total: number, clicks: number): number {
  return Math.min(total, NEWS_FIRST_PAGE + Math.max(0, clicks) * NEWS_PAGE_SIZE);
}

/** "Load More" shows only while some stories are still hidden. */
export const hasMore = (total: number, clicks: number) => visibleCount(total, clicks) < total;
