import { Text } from "../../../content/Text";
import { CategoryChip } from "./CategoryChip";
import { newsText, type NewsBoardCopy, type NewsNamespace, type NewsStory } from "./news-copy";

/** A recent update: category, date, title, excerpt and reading time. */
export function RecentStory({
  namespace,
  story,
}: {
  namespace: NewsNamespace;
  story: NewsStory<string>;
}) {
  const text = (field: keyof NewsBoardCopy["recent"]["items"][string]) =>
    newsText(namespace, `recent.items.${story.id}.${field}`);
  const titleId = `${namespace}-story-${story.id}`;
  return (
    <article
      data-category={story.category}
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-card border border-line bg-surface p-6"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted">
        <CategoryChip namespace={namespace} category={story.category} />
        <span>
          <Text id={text("date")} />
        </span>
      </div>
      <h3 id={titleId} className="mt-4 text-lg font-bold">
        <Text id={text("title")} />
      </h3>
      <p className="mt-2 flex-1 text-fg-muted">
        <Text id={text("excerpt")} />
      </p>
      <p className="mt-4 text-sm font-medium text-fg-muted">
        <Text id={text("readTime")} />
      </p>
    </article>
  );
}
