import { Text } from "../content/Text";
import type { TemplateRecord } from "../templates/registry";

/** The SPEC §3.3 fields of one compared template. */
export function CompareFacts({ record }: { record: TemplateRecord }) {
  const rows = [
    { label: "industry", value: record.industry },
    { label: "style", value: record.style },
    { label: "tags", value: record.tags.join(", ") },
    { label: "highlights", value: record.highlights.join(" · ") },
    { label: "metrics", value: record.metrics.map((m) => `${m.value} ${m.label}`).join(" · ") },
  ] as const;
  return (
    <dl className="grid gap-2 text-sm">
      {rows.map((row) => (
        <div
          key={row.label}
          className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-2 border-t border-line pt-2"
        >
          <dt className="text-fg-muted">
            <Text id={`gallery.compare.fields.${row.label}`} />
          </dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">{row.value}</dd>
        </div>
      ))}
      <div className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-2 border-t border-line pt-2">
        <dt className="text-fg-muted">
          <Text id="gallery.compare.fields.difficulty" />
        </dt>
        <dd>
          <Text id={`gallery.levels.${record.difficulty}`} />
        </dd>
      </div>
      <div className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-2 border-t border-line pt-2">
        <dt className="text-fg-muted">
          <Text id="gallery.compare.fields.motion" />
        </dt>
        <dd>
          <Text id={`gallery.levels.${record.motionLevel}`} />
        </dd>
      </div>
    </dl>
  );
}
