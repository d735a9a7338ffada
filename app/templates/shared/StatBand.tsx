import type { TextId, TextParent } from "../../content/namespaces";
import { Text } from "../../content/Text";
import { StatList } from "./StatList";

/** A row of big figures with their labels, e.g. 50+ years. */
export function StatBand({
  labelId,
  label,
  count,
  item,
  note,
}: {
  labelId: string;
  label: TextId;
  count: number;
  item: (i: number) => TextParent<"value">;
  note?: TextId;
}) {
  return (
    <div>
      <h2 id={labelId} className="sr-only">
        <Text id={label} />
      </h2>
      <StatList count={count} item={item} look={BAND} />
      {note && (
        <p className="mt-3 text-sm text-fg-muted">
          <Text id={note} />
        </p>
      )}
    </div>
  );
}

const BAND = {
  list: "grid grid-cols-2 gap-px overflow-hidden rounded-card border border-line bg-line lg:grid-cols-4",
  item: "flex flex-col-reverse justify-end bg-surface px-5 py-7 sm:px-8",
  label: "mt-2 text-sm font-medium text-fg-muted sm:text-base",
  value: "font-display text-4xl font-bold tracking-tight text-accent sm:text-5xl",
};
