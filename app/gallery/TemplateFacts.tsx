import { Text } from "../content/Text";
import { useText } from "../content/useText";
import type { TemplateRecord } from "../templates/registry";

/** Up to 3 highlights, up to 3 tags and the metrics of a template, from its `templateCard` copy. */
export function TemplateFacts({ record }: { record: TemplateRecord }) {
  const t = useText();
  return (
    <>
      <ul className="mt-4 grid gap-1.5 text-sm text-fg-muted" aria-label={t("templateCard.title")}>
        {record.highlights.slice(0, 3).map((highlight, i) => (
          <li key={highlight} className="flex gap-2">
            <span className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" aria-hidden="true" />
            <Text id={`templateCard.highlights.${i}`} />
          </li>
        ))}
      </ul>
      <ul className="mt-4 flex flex-wrap gap-1.5">
        {record.tags.slice(0, 3).map((tag, i) => (
          <li
            key={tag}
            className="rounded-full border border-line px-2.5 py-0.5 text-xs font-medium text-fg-muted"
          >
            <Text id={`templateCard.tags.${i}`} />
          </li>
        ))}
      </ul>
      <dl className="mt-auto grid grid-cols-3 gap-2 border-t border-line pt-4 text-center">
        {record.metrics.map((metric) => (
          <div key={metric.key}>
            <dt className="text-xs text-fg-muted">
              <Text id={`templateCard.metrics.${metric.key}`} />
            </dt>
            <dd className="font-display text-lg font-bold">{metric.value}</dd>
          </div>
        ))}
      </dl>
      <p className="sr-only">
        <Text
          id="galleryCards.card.difficulty"
          values={{ level: t(`galleryCards.levels.${record.difficulty}`) }}
        />
      </p>
    </>
  );
}
