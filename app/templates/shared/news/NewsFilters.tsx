import { Text } from "../../../content/Text";
import { useText } from "../../../content/useText";
import { newsFilters, type NewsFilter } from "../../../lib/news-filter";
import { newsText, type NewsNamespace } from "./news-copy";

/** The category buttons of SPEC §9: All, then the site's categories; the pressed one filters the page. */
export function NewsFilters<C extends string>({
  namespace,
  categories,
  value,
  onChange,
}: {
  namespace: NewsNamespace;
  categories: readonly C[];
  value: NewsFilter<C>;
  onChange: (filter: NewsFilter<C>) => void;
}) {
  const t = useText();
  return (
    <div
      role="group"
      aria-label={t(newsText(namespace, "filter.label"))}
      className="flex flex-wrap gap-2"
    >
      {newsFilters(categories).map((category) => (
        <button
          key={category}
          type="button"
          aria-pressed={value === category}
          onClick={() => onChange(category)}
          className="h-10 rounded-full border border-line bg-surface px-4 text-sm font-semibold text-fg transition hover:border-fg-muted aria-pressed:border-fg aria-pressed:bg-fg aria-pressed:text-bg"
        >
          <Text id={newsText(namespace, `filter.categories.${category}`)} />
        </button>
      ))}
    </div>
  );
}
