import { Text } from "../content/Text";
import { useText } from "../content/useText";
import type { TemplateRecord } from "../templates/registry";

/**
 * The SPEC §3.3 fields of one compared template, its words from its `templateCard` copy: seven
 * rows, which the drawer lines up with the other columns' from 1024 px (a subgrid of its card).
 */
export function CompareFacts({ record }: { record: TemplateRecord }) {
  const t = useText();
  const rows = [
    { label: "industry", value: t("templateCard.industry") },
    { label: "style", value: t("templateCard.style") },
    { label: "tags", value: record.tags.map((_, i) => t(`templateCard.tags.${i}`)).join(", ") },
    {
      label: "highlights",
      value: record.highlights.map((_, i) => t(`templateCard.highlights.${i}`)).join(" · "),
    },
    {
      label: "metrics",
      value: record.metrics
        .map((m) => `${m.value} ${t(`templateCard.metrics.${m.key}`)}`)
        .join(" · "),
    },
  ] as const;
  return (
    <dl className="grid gap-2 text-sm lg:row-span-7 lg:grid-rows-subgrid">
      {rows.map((row) => (
        <div
          key={row.label}
          className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-2 border-t border-line pt-2"
        >
          <dt className="text-fg-muted">
            <Text id={`galleryDialogs.compare.fields.${row.label}`} />
          </dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">{row.value}</dd>
        </div>
      ))}
      <div className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-2 border-t border-line pt-2">
        <dt className="text-fg-muted">
          <Text id="galleryDialogs.compare.fields.difficulty" />
        </dt>
        <dd>
          <Text id={`galleryCards.levels.${record.difficulty}`} />
        </dd>
      </div>
      <div className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-2 border-t border-line pt-2">
        <dt className="text-fg-muted">
          <Text id="galleryDialogs.compare.fields.motion" />
        </dt>
        <dd>
          <Text id={`galleryCards.levels.${record.motionLevel}`} />
        </dd>
      </div>
    </dl>
  );
}
