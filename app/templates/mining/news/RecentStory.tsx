import { Text } from "../../../content/Text";
import { RECENT_STORIES, type RecentStoryId } from "../data";
import { CategoryChip } from "./CategoryChip";

/** A recent update: category, date, title, excerpt and reading time. */
export function RecentStory({ id }: { id: RecentStoryId }) {
  const data = RECENT_STORIES[id];
  const path = `miningNews.recent.items.${id}` as const;
  return (
    <article
      data-category={data.category}
      aria-labelledby={`story-${id}`}
      className="flex h-full flex-col rounded-card border border-line bg-surface p-6"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted">
        <CategoryChip category={data.category} />
        <span>
          <Text id={`${path}.date`} />
        </span>
      </div>
      <h3 id={`story-${id}`} className="mt-4 text-lg font-bold">
        <Text id={`${path}.title`} />
      </h3>
      <p className="mt-2 flex-1 text-fg-muted">
        <Text id={`${path}.excerpt`} />
      </p>
      <p className="mt-4 text-sm font-medium text-fg-muted">
        <Text id={`${path}.readTime`} />
      </p>
    </article>
  );
}
