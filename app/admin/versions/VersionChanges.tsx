import { useEffect, useState } from "react";
import { useText } from "../../content/useText";
import {
  fetchVersionChanges,
  type VersionChanges as Changes,
} from "../../lib/owner/publish-client";

type Load = { kind: "loading" } | { kind: "failed" } | { kind: "ok"; changes: Changes };

/** What a version changed from the version before it, field by field. */
export function VersionChanges({ id }: { id: number }) {
  const t = useText();
  const [load, setLoad] = useState<Load>({ kind: "loading" });

  useEffect(() => {
    let live = true;
    void fetchVersionChanges(id).then((answer) => {
      if (live)
        setLoad(answer.kind === "ok" ? { kind: "ok", changes: answer.value } : { kind: "failed" });
    });
    return () => {
      live = false;
    };
  }, [id]);

  if (load.kind === "loading") return <p className="mt-4 text-sm">{t("versions.list.loading")}</p>;
  if (load.kind === "failed")
    return <p className="mt-4 text-sm text-danger">{t("versions.list.changesFailed")}</p>;
  const { changes } = load.changes;
  if (changes.length === 0) return <p className="mt-4 text-sm">{t("versions.list.noChanges")}</p>;
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
