import { Text } from "../../../content/Text";
import { newsText, type NewsNamespace } from "./news-copy";

/** A story's category, as a small uppercase label. */
export function CategoryChip({
  namespace,
  category,
}: {
  namespace: NewsNamespace;
  category: string;
}) {
  return (
    <span className="inline-flex rounded-md bg-surface-raised px-2 py-0.5 text-xs font-bold tracking-wide text-accent uppercase">
      <Text id={newsText(namespace, `filter.categories.${category}`)} />
    </span>
  );
}
