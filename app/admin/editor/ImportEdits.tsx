import { useId, useState } from "react";
import { useText } from "../../content/useText";
import { listEdits, mergeEdits } from "../../lib/copy-edits/edits";
import { IMPORT_MAX_BYTES, parseImportedEdits } from "../../lib/copy-edits/import-edits";
import { LOCALES } from "../../lib/storage-keys";
import { buttonClass } from "../../ui/button-styles";
import { loadKnownFields } from "./copy-source";
import { commitEdits, currentEdits } from "./edits-store";

type Outcome = { ok: true; count: number } | { ok: false; errors: readonly string[] } | null;

/**
 * Imports an exported JSON file: all or nothing, size-checked before it is
 * read, every text checked against the site's copy; the problems are listed.
 */
export function ImportEdits() {
  const t = useText();
  const titleId = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > IMPORT_MAX_BYTES) {
      return setOutcome({ ok: false, errors: [t("admin.dashboard.tooLarge")] });
    }
    const [text, known] = await Promise.all([file.text(), loadKnownFields()]);
    const result = parseImportedEdits(text, known);
    if (!result.ok) return setOutcome(result);
    commitEdits(mergeEdits(currentEdits(), result.edits));
    const count = LOCALES.reduce((sum, locale) => sum + listEdits(result.edits, locale).length, 0);
    setOutcome({ ok: true, count });
  };

  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="text-sm font-bold tracking-wide text-fg uppercase">
        {t("admin.dashboard.importTitle")}
      </h3>
      <p className="mt-1 text-sm text-fg-muted">{t("admin.dashboard.importHint")}</p>
      <label
        className={buttonClass(
          "secondary",
          "sm",
          "mt-3 cursor-pointer focus-within:outline-2 focus-within:outline-accent",
        )}
      >
        {t("admin.dashboard.importButton")}
        <input
          type="file"
          accept="application/json,.json"
          className="sr-only"
          onChange={(event) => {
            void onFile(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
      </label>
      <div role="status" className="mt-2 text-sm empty:hidden">
        {outcome?.ok === true && t("admin.dashboard.imported", { count: outcome.count })}
        {outcome?.ok === false && (
          <>
            <p className="font-semibold text-danger">{t("admin.dashboard.importFailed")}</p>
            <ul className="mt-1 list-disc pl-5 text-fg-muted">
              {outcome.errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
