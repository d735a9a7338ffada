import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { useText } from "../../../content/useText";
import { miningNewsCopy } from "../content/news";
import { FEATURED_STORIES, type FeaturedStoryId } from "../data";
import { CategoryChip } from "./CategoryChip";
import { TemplateIcon } from "../../shared/TemplateIcon";

/** A featured story: picture, category, title, excerpt, byline, tags and the full text on demand. */
export function FeaturedStory({ id }: { id: FeaturedStoryId }) {
  const copy = useCopy(miningNewsCopy).featured.items[id];
  const data = FEATURED_STORIES[id];
  const t = useText();
  const path = `miningNews.featured.items.${id}` as const;
  return (
    <article
      data-category={data.category}
      aria-labelledby={`story-${id}`}
      className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-lift"
    >
      <img
        src={data.image}
        alt={t("miningNews.featured.imageAlt", { title: copy.title })}
        width={800}
        height={500}
        loading="lazy"
        decoding="async"
        className="aspect-[8/5] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted">
          <CategoryChip category={data.category} />
          <span>
            <Text id={`${path}.date`} />
          </span>
          <span aria-hidden="true">·</span>
          <span>
            <Text id={`${path}.readTime`} />
          </span>
        </div>
        <h3 id={`story-${id}`} className="mt-4 text-2xl font-bold">
          <Text id={`${path}.title`} />
        </h3>
        <p className="mt-3 text-fg-muted">
          <Text id={`${path}.excerpt`} />
        </p>
        <p className="mt-4 text-sm font-semibold">
          <Text id="miningNews.featured.by" values={{ author: copy.author }} />
        </p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {copy.tags.map((_, j) => (
            <li key={j} className="rounded-md border border-line px-2 py-0.5 text-xs text-fg-muted">
              #<Text id={`${path}.tags.${j}`} />
            </li>
          ))}
        </ul>
        <details className="group mt-5 border-t border-line pt-4">
          <summary className="inline-flex cursor-pointer list-none items-center gap-1.5 font-semibold text-accent [&::-webkit-details-marker]:hidden">
            <Text id="miningNews.featured.readMore" />
            <TemplateIcon
              name="chevronDown"
              className="size-4 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="mt-3 text-fg-muted">
            <Text id={`${path}.body`} />
          </p>
        </details>
      </div>
    </article>
  );
}
