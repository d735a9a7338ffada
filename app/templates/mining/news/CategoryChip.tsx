import { Text } from "../../../content/Text";
import type { NewsCategory } from "../../../lib/news-filter";

export function CategoryChip({ category }: { category: NewsCategory }) {
  return (
    <span className="inline-flex rounded-md bg-surface-raised px-2 py-0.5 text-xs font-bold tracking-wide text-accent uppercase">
      <Text id={`miningNews.filter.categories.${category}`} />
    </span>
  );
}
