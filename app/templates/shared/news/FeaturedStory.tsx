import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { useText } from "../../../content/useText";
import { TemplateIcon } from "../TemplateIcon";
import { CategoryChip } from "./CategoryChip";
import {
  newsText,
  type FeaturedNewsStory,
  type NewsBoardCopy,
  type NewsCopy,
  type NewsNamespace,
} from "./news-copy";

type FeaturedField =
  Exclude<keyof NewsBoardCopy["featured"]["items"][string], "tags"> | `tags.${number}`;

/** A featured story: picture, category, title, excerpt, byline, tags and the full text on demand. */
export function FeaturedStory({
  namespace,
  copy,
  story,
}: {
  namespace: NewsNamespace;
  copy: NewsCopy;
  story: FeaturedNewsStory<string>;
}) {
  const { tags } = useCopy(copy).featured.items[story.id] ?? { tags: [] };
  const t = useText();
  const text = (field: FeaturedField) => newsText(namespace, `featured.items.${story.id}.${field}`);
  const titleId = `${namespace}-story-${story.id}`;
  return (
    <article
      data-category={story.category}
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-lift"
    >
      <img
        src={story.image}
        alt={t(newsText(namespace, "featured.imageAlt"), { title: t(text("title")) })}
        width={800}
        height={500}
        loading="lazy"
        decoding="async"
        className="aspect-[8/5] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted">
          <CategoryChip namespace={namespace} category={story.category} />
          <span>
            <Text id={text("date")} />
          </span>
          <span aria-hidden="true">·</span>
          <span>
            <Text id={text("readTime")} />
          </span>
        </div>
        <h3 id={titleId} className="mt-4 text-2xl font-bold">
          <Text id={text("title")} />
        </h3>
        <p className="mt-3 text-fg-muted">
          <Text id={text("excerpt")} />
        </p>
        <p className="mt-4 text-sm font-semibold">
          <Text id={newsText(namespace, "featured.by")} values={{ author: t(text("author")) }} />
        </p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {tags.map((_, j) => (
            <li key={j} className="rounded-md border border-line px-2 py-0.5 text-xs text-fg-muted">
              #<Text id={text(`tags.${j}`)} />
            </li>
          ))}
        </ul>
        <details className="group mt-5 border-t border-line pt-4">
          <summary className="inline-flex cursor-pointer list-none items-center gap-1.5 font-semibold text-accent [&::-webkit-details-marker]:hidden">
            <Text id={newsText(namespace, "featured.readMore")} />
            <TemplateIcon
              name="chevronDown"
              className="size-4 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="mt-3 text-fg-muted">
            <Text id={text("body")} />
          </p>
        </details>
      </div>
    </article>
  );
}
