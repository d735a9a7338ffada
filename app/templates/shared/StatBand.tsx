import type { TextId } from "../../content/namespaces";
import { Text } from "../../content/Text";

/** A row of big figures with their labels, e.g. 50+ years. */
export function StatBand({
  labelId,
  label,
  items,
  note,
}: {
  labelId: string;
  label: TextId;
  items: { value: TextId; label: TextId }[];
  note?: TextId;
}) {
  return (
    <div>
      <h2 id={labelId} className="sr-only">
        <Text id={label} />
      </h2>
      <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-card border border-line bg-line lg:grid-cols-4">
        {items.map((item) => (
          <div
            key={item.value}
            className="flex flex-col-reverse justify-end bg-surface px-5 py-7 sm:px-8"
          >
            <dt className="mt-2 text-sm font-medium text-fg-muted sm:text-base">
              <Text id={item.label} />
            </dt>
            <dd className="font-display text-4xl font-bold tracking-tight text-accent sm:text-5xl">
              <Text id={item.value} />
            </dd>
          </div>
        ))}
      </dl>
      {note && (
        <p className="mt-3 text-sm text-fg-muted">
          <Text id={note} />
        </p>
      )}
    </div>
  );
}
