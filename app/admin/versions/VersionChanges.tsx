import { useEffect, useId, useState } from "react";
import { useText } from "../../content/useText";
import { FieldChangeList } from "./FieldChangeList";
import {
  fetchVersionChanges,
  type VersionChanges as Changes,
} from "../../lib/owner/publish-client";

type Load = { kind: "loading" } | { kind: "failed" } | { kind: "ok"; changes: Changes };

/** What a version changed from the version before it, field by field. */
export function VersionChanges({ id }: { id: number }) {
  const t = useText();
  const titleId = useId();
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
  const { changes, machineFrench } = load.changes;
  return (
    <>
      {changes.length === 0 ? (
        <p className="mt-4 text-sm">{t("versions.list.noChanges")}</p>
      ) : (
        <FieldChangeList changes={changes} />
      )}
      {machineFrench.length > 0 && (
        <section
          aria-labelledby={`${titleId}-machine`}
          className="mt-4 rounded-xl border border-accent/40 bg-bg p-4 text-sm"
        >
          <h3 id={`${titleId}-machine`} className="font-bold">
            {t("versions.list.machineTitle")}
          </h3>
          <p className="mt-1 text-fg-muted">{t("versions.list.machineHint")}</p>
          <dl className="mt-3 grid gap-2">
            {machineFrench.map((entry) => (
              <div key={entry.key}>
                <dt>
                  <code className="break-all text-fg-muted">{entry.key}</code> · {entry.en}
                </dt>
                <dd lang="fr" className="font-semibold break-words">
                  {entry.fr}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </>
  );
}
