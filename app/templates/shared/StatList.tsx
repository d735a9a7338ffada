import type { TextId, TextParent } from "../../content/namespaces";
import { Text } from "../../content/Text";

/** A site's look for a row of figures: class strings in its tokens. */
export interface StatLook {
  list: string;
  item: string;
  label: string;
  value: string;
}

/**
 * Figures with their labels (50+ years, 4.9 stars) as a description list: for each of
 * `count`, the words `.label` and `.value` under `item(i)`, the figure shown first.
 */
export function StatList({
  count,
  item,
  look,
}: {
  count: number;
  item: (i: number) => TextParent<"value">;
  look: StatLook;
}) {
  return (
    <dl className={look.list}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={look.item}>
          <dt className={look.label}>
            <Text id={`${item(i)}.label` as TextId} />
          </dt>
          <dd className={look.value}>
            <Text id={`${item(i)}.value` as TextId} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
