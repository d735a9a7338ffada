/**
 * A news page's category filter and "Load More" (SPEC §9 categories). Each
 * site brings its own list of categories; stories carry one of them, and the
 * filter "all" shows every story.
 */

/** The filter that shows every story; its button comes first. */
export const ALL_STORIES = "all";

/** A filter of a site whose story categories are `C`: one of them, or "all". */
export type NewsFilter<C extends string> = typeof ALL_STORIES | C;

/** Recent updates shown before "Load More", and how many each click adds. */
export const NEWS_FIRST_PAGE = 6;
export const NEWS_PAGE_SIZE = 3;

/** The filter buttons of a site, in order: All, then its categories. */
export function newsFilters<C extends string>(categories: readonly C[]): NewsFilter<C>[] {
  return [ALL_STORIES, ...categories];
}

/** True when `value` is one of the site's filters (its categories or "all"). */
export function isNewsFilter<C extends string>(
  categories: readonly C[],
  value: string,
): value is NewsFilter<C> {
  return value === ALL_STORIES || (categories as readonly string[]).includes(value);
}

/** Stories of a category (all of them for "all"), in their original order. */
export function filterStories<C extends string, T extends { category: C }>(
  stories: readonly T[],
  filter: NoInfer<NewsFilter<C>>,
): T[] {
  return filter === ALL_STORIES
    ? [...stories]
    : stories.filter((story) => story.category === filter);
}

/** How many recent stories to show after `clicks` presses of "Load More". */
export function visibleCount(total: number, clicks: number): number {
  return Math.min(total, NEWS_FIRST_PAGE + Math.max(0, clicks) * NEWS_PAGE_SIZE);
}

/** "Load More" shows only while some stories are still hidden. */
export const hasMore = (total: number, clicks: number) => visibleCount(total, clicks) < total;
