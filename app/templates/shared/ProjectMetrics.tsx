import type { TextId } from "../../content/namespaces";
import { Text } from "../../content/Text";

type MetricsLook = { list: string; item: string; label: string; value: string };

/** A project's key figures: a description list of label and value pairs, in its site's look. */
export function ProjectMetrics({
  metrics,
  look,
}: {
  metrics: readonly { label: TextId; value: TextId }[];
  look: MetricsLook;
}) {
  return (
    <dl className={look.list}>
      {metrics.map(({ label, value }) => (
        <div key={label} className={look.item}>
          <dt className={look.label}>
            <Text id={label} />
          </dt>
          <dd className={look.value}>
            <Text id={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
