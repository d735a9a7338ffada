import { useId, useState } from "react";
import { useText } from "../../content/useText";
import { useLocale } from "../../i18n/LocaleProvider";
import { listEdits } from "../../lib/copy-edits/edits";
import { EDIT_LIMITS, type LimitProblem } from "../../lib/copy-edits/edits-schema";
import {
  IMPORT_MAX_BYTES,
  mergeImport,
  parseImportedEdits,
} from "../../lib/copy-edits/import-edits";
import { LOCALES } from "../../lib/storage-keys";
import { buttonClass } from "../../ui/button-styles";
import { loadKnownFields } from "./copy-source";
import { commitEdits, currentEdits } from "./edits-store";

type Outcome = { ok: true; count: number } | { ok: false; errors: readonly string[] } | null;

/**
 * Imports an exported JSON file: all or nothing, size-checked before it is
 * read, every text checked against the site's copy, and the current edits
 * with the file's laid over them checked against the edit set's limits (a
 * set over them could not be read back); the problems are listed.
 */
export function ImportEdits() {
  const t = useText();
  const locale = useLocale();
  const titleId = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const number = (value: number) => value.toLocaleString(locale === "fr" ? "fr-CA" : "en-CA");
  const overLimit = (problem: LimitProblem) =>
    problem.limit === "fields"
      ? t("admin.dashboard.importTooMany", {
          count: number(problem.count),
          max: number(EDIT_LIMITS.fields),
        })
      : t("admin.dashboard.importTooLarge", {
          size: number(Math.ceil(problem.bytes / 1000)),
          max: number(EDIT_LIMITS.bytes / 1000),
        });

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > IMPORT_MAX_BYTES) {
      return setOutcome({ ok: false, errors: [t("admin.dashboard.tooLarge")] });
    }
    const [text, known] = await Promise.all([file.text(), loadKnownFields()]);
    const result = parseImportedEdits(text, known);
    if (!result.ok) return setOutcome(result);
    const merged = mergeImport(currentEdits(), result.edits);
    if (!merged.ok) return setOutcome({ ok: false, errors: [overLimit(merged.problem)] });
    commitEdits(merged.edits);
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
