import { useEffect, useRef, useState } from "react";
import { Text } from "../../../content/Text";
import {
  filterStories,
  hasMore,
  NEWS_FIRST_PAGE,
  visibleCount,
  type NewsFilter,
} from "../../../lib/news-filter";
import { buttonClass } from "../../../ui/button-styles";
import { FEATURED_STORIES, idsOf, RECENT_STORIES } from "../data";
import { FeaturedStory } from "./FeaturedStory";
import { NewsFilters } from "./NewsFilters";
import { RecentStory } from "./RecentStory";

const featuredAll = idsOf(FEATURED_STORIES).map((id) => ({ id, ...FEATURED_STORIES[id] }));
const recentAll = idsOf(RECENT_STORIES).map((id) => ({ id, ...RECENT_STORIES[id] }));

/** Category filter, featured stories, recent updates and "Load More" (SPEC §2.6, §9). */
export function NewsBoard() {
  const [filter, setFilter] = useState<NewsFilter>("all");
  const [clicks, setClicks] = useState(0);
  const firstNew = useRef<HTMLLIElement>(null);
  const revealed = useRef(false);

  const featured = filterStories(featuredAll, filter);
  const recent = filterStories(recentAll, filter);
  const shown = visibleCount(recent.length, clicks);
  const previouslyShown = clicks > 0 ? visibleCount(recent.length, clicks - 1) : NEWS_FIRST_PAGE;

  useEffect(() => {
    if (!revealed.current) return;
    revealed.current = false;
    firstNew.current?.focus();
  }, [clicks]);

  const choose = (next: NewsFilter) => {
    setFilter(next);
    setClicks(0);
  };

  const loadMore = () => {
    revealed.current = true;
    setClicks((value) => value + 1);
  };

  const total = featured.length + recent.length;
  return (
    <div className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-6xl">
        <NewsFilters value={filter} onChange={choose} />
        <p role="status" className="mt-4 text-sm text-fg-muted">
          {total === 0 ? (
            <Text id="miningNews.filter.empty" />
          ) : (
            <Text id="miningNews.filter.count" values={{ shown: featured.length + shown, total }} />
          )}
        </p>

        {featured.length > 0 && (
          <section aria-labelledby="featured-title" className="mt-12">
            <h2 id="featured-title" className="text-3xl font-bold">
              <Text id="miningNews.featured.title" />
            </h2>
            <ul className="mt-8 grid gap-6 lg:grid-cols-2">
              {featured.map((story) => (
                <li key={story.id}>
                  <FeaturedStory id={story.id} />
                </li>
              ))}
            </ul>
          </section>
        )}

        {recent.length > 0 && (
          <section aria-labelledby="recent-title" className="mt-16">
            <h2 id="recent-title" className="text-3xl font-bold">
              <Text id="miningNews.recent.title" />
            </h2>
            <ul
              data-testid="recent-stories"
              className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3"
            >
              {recent.slice(0, shown).map((story, position) => (
                <li
                  key={story.id}
                  ref={position === previouslyShown && clicks > 0 ? firstNew : undefined}
                  tabIndex={-1}
                  className="rounded-card outline-none focus-visible:ring-2 focus-visible:ring-accent"
                >
                  <RecentStory id={story.id} />
                </li>
              ))}
            </ul>
            {hasMore(recent.length, clicks) && (
              <div className="mt-10 flex justify-center">
                <button type="button" onClick={loadMore} className={buttonClass("paper", "lg")}>
                  <Text id="miningNews.recent.loadMore" />
                </button>
              </div>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
