import { useText } from "../../content/useText";
import type { FieldChange } from "../../lib/publish/publish-post";

/** A version's changes, field by field: the language, the text's id, before and after. */
export function FieldChangeList({ changes }: { changes: readonly FieldChange[] }) {
  const t = useText();
  return (
    <ul className="mt-4 grid gap-3">
      {changes.map((change) => (
        <li
          key={`${change.locale} ${change.key}`}
          className="rounded-xl border border-line bg-bg p-4 text-sm"
        >
          <p className="flex flex-wrap items-baseline gap-2">
            <span className="font-bold">{t(`versions.list.languages.${change.locale}`)}</span>
            <code className="break-all text-fg-muted">{change.key}</code>
          </p>
          <dl className="mt-2 grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
            <dt className="font-semibold text-fg-muted">{t("versions.list.before")}</dt>
            <dd className="break-words">
              {change.before ?? <em className="text-fg-muted">{t("versions.list.original")}</em>}
            </dd>
            <dt className="font-semibold text-fg-muted">{t("versions.list.after")}</dt>
            <dd className="break-words">
              {change.after ?? <em className="text-fg-muted">{t("versions.list.original")}</em>}
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
