import { Text } from "../../../content/Text";
import { useText } from "../../../content/useText";
import { NEWS_CATEGORIES, type NewsFilter } from "../../../lib/news-filter";

/** The category buttons of SPEC §9; the pressed one filters every story on the page. */
export function NewsFilters({
  value,
  onChange,
}: {
  value: NewsFilter;
  onChange: (filter: NewsFilter) => void;
}) {
  const t = useText();
  return (
    <div role="group" aria-label={t("miningNews.filter.label")} className="flex flex-wrap gap-2">
      {NEWS_CATEGORIES.map((category) => (
        <button
          key={category}
          type="button"
          aria-pressed={value === category}
          onClick={() => onChange(category)}
          className="h-10 rounded-full border border-line bg-surface px-4 text-sm font-semibold text-fg transition hover:border-fg-muted aria-pressed:border-fg aria-pressed:bg-fg aria-pressed:text-bg"
        >
          <Text id={`miningNews.filter.categories.${category}`} />
        </button>
      ))}
    </div>
  );
}
