import { useEffect, useId, useRef, useState } from "react";
import { Text } from "../../../content/Text";
import {
  ALL_STORIES,
  filterStories,
  hasMore,
  NEWS_FIRST_PAGE,
  visibleCount,
  type NewsFilter,
} from "../../../lib/news-filter";
import { buttonClass } from "../../../ui/button-styles";
import { FeaturedStory } from "./FeaturedStory";
import {
  newsText,
  type FeaturedNewsStory,
  type NewsCopy,
  type NewsNamespace,
  type NewsStory,
} from "./news-copy";
import { NewsFilters } from "./NewsFilters";
import { RecentStory } from "./RecentStory";

/**
 * A news page's category filter, featured stories, recent updates and "Load More"
 * (SPEC §2.6, §9), for any site: its copy namespace, its categories (without All)
 * and its stories, in the order they are listed.
 */
export function NewsBoard<C extends string>({
  namespace,
  copy,
  categories,
  featured: featuredAll,
  recent: recentAll,
}: {
  namespace: NewsNamespace;
  copy: NewsCopy;
  categories: readonly C[];
  featured: readonly FeaturedNewsStory<C>[];
  recent: readonly NewsStory<C>[];
}) {
  const [filter, setFilter] = useState<NewsFilter<C>>(ALL_STORIES);
  const [clicks, setClicks] = useState(0);
  const firstNew = useRef<HTMLLIElement>(null);
  const revealed = useRef(false);
  const id = useId();

  const featured = filterStories(featuredAll, filter);
  const recent = filterStories(recentAll, filter);
  const shown = visibleCount(recent.length, clicks);
  const previouslyShown = clicks > 0 ? visibleCount(recent.length, clicks - 1) : NEWS_FIRST_PAGE;

  useEffect(() => {
    if (!revealed.current) return;
    revealed.current = false;
    firstNew.current?.focus();
  }, [clicks]);

  const choose = (next: NewsFilter<C>) => {
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
        <NewsFilters
          namespace={namespace}
          categories={categories}
          value={filter}
          onChange={choose}
        />
        <p role="status" className="mt-4 text-sm text-fg-muted">
          {total === 0 ? (
            <Text id={newsText(namespace, "filter.empty")} />
          ) : (
            <Text
              id={newsText(namespace, "filter.count")}
              values={{ shown: featured.length + shown, total }}
            />
          )}
        </p>

        {featured.length > 0 && (
          <section aria-labelledby={`${id}-featured`} className="mt-12">
            <h2 id={`${id}-featured`} className="text-3xl font-bold">
              <Text id={newsText(namespace, "featured.title")} />
            </h2>
            <ul className="mt-8 grid gap-6 lg:grid-cols-2">
              {featured.map((story) => (
                <li key={story.id}>
                  <FeaturedStory namespace={namespace} copy={copy} story={story} />
                </li>
              ))}
            </ul>
          </section>
        )}

        {recent.length > 0 && (
          <section aria-labelledby={`${id}-recent`} className="mt-16">
            <h2 id={`${id}-recent`} className="text-3xl font-bold">
              <Text id={newsText(namespace, "recent.title")} />
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
                  <RecentStory namespace={namespace} story={story} />
                </li>
              ))}
            </ul>
            {hasMore(recent.length, clicks) && (
              <div className="mt-10 flex justify-center">
                <button type="button" onClick={loadMore} className={buttonClass("paper", "lg")}>
                  <Text id={newsText(namespace, "recent.loadMore")} />
                </button>
              </div>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
