import { useEffect, useId, useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { useText } from "../../content/useText";
import { useLocale } from "../../i18n/LocaleProvider";
import { countEdits } from "../../lib/copy-edits/edit-counts";
import { editsOfLocale, listEdits, pageEdits } from "../../lib/copy-edits/edits";
import {
  exportFileName,
  toCsv,
  toJson,
  toPlainText,
  type ExportFormat,
} from "../../lib/copy-edits/export-formats";
import { localizePath } from "../../lib/locale-path";
import type { OwnerServer } from "../../lib/owner/owner-client";
import { LOCALES, type Locale } from "../../lib/storage-keys";
import { site } from "../../site.config";
import { buttonClass } from "../../ui/button-styles";
import { useAdmin } from "../useAdmin";
import { BackupNotice } from "./BackupNotice";
import { download } from "./download";
import { editsState, subscribeEdits } from "./edits-store";
import { ImportEdits } from "./ImportEdits";

const COPIED_MS = 2000;

const sectionTitle = "text-sm font-bold tracking-wide text-fg uppercase";

/**
 * The dashboard (SPEC §4): edit mode, the counts of what this browser has
 * edited (from the edits themselves, not from the page), the exports, one
 * page's edits to the clipboard, the import and the log-out; on the studio's server, the way
 * to the lead inbox and to the published versions.
 */
export function Dashboard({ onClose, server }: { onClose: () => void; server: OwnerServer }) {
  const t = useText();
  const pageLocale = useLocale();
  const { isEditMode, setEditMode, logout } = useAdmin();
  const { history } = useSyncExternalStore(subscribeEdits, editsState, editsState);
  const edits = history.present;
  const [locale, setLocale] = useState<Locale>(pageLocale);
  const counts = countEdits(edits).byLocale[locale];
  const pages = [...new Set(listEdits(edits, locale).map((row) => row.page))];
  const [page, setPage] = useState("");
  const chosenPage = pages.includes(page) ? page : (pages[0] ?? "");
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");
  const ids = { mode: useId(), modeHint: useId(), locale: useId(), page: useId() };
  const language = t(`admin.dashboard.languages.${locale}`);

  useEffect(() => {
    if (copy !== "copied") return;
    const timer = setTimeout(() => setCopy("idle"), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  const exportAs = (format: ExportFormat) => {
    const rows = listEdits(edits, locale);
    const text =
      format === "json"
        ? toJson(editsOfLocale(edits, locale))
        : format === "csv"
          ? toCsv(rows)
          : toPlainText(rows);
    download(exportFileName(site.brand, locale, new Date(), format), text, format);
  };

  const copyPage = async () => {
    try {
      await navigator.clipboard.writeText(toPlainText(pageEdits(edits, locale, chosenPage)));
      setCopy("copied");
    } catch {
      setCopy("failed");
    }
  };

  return (
    <div className="mt-6 grid gap-8">
      <BackupNotice />
      {server.kind === "server" && (
        <nav aria-label={t("admin.dashboard.ownerPages")} className="grid gap-3">
          {(
            [
              ["/admin/leads", "admin.dashboard.inbox", "admin.dashboard.inboxHint"],
              ["/admin/versions", "admin.dashboard.versions", "admin.dashboard.versionsHint"],
            ] as const
          ).map(([path, title, hint]) => (
            <Link
              key={path}
              to={localizePath(path, pageLocale)}
              onClick={onClose}
              className="flex items-center justify-between gap-4 rounded-2xl border border-line bg-bg p-4 font-semibold hover:border-accent"
            >
              <span>
                {t(title)}
                <span className="mt-1 block text-sm font-normal text-fg-muted">{t(hint)}</span>
              </span>
              <span aria-hidden="true">→</span>
            </Link>
          ))}
        </nav>
      )}
      <div className="flex items-start justify-between gap-4 rounded-2xl border border-line bg-bg p-4">
        <div>
          <p id={ids.mode} className="font-semibold">
            {t("admin.dashboard.editMode")}
          </p>
          <p id={ids.modeHint} className="mt-1 text-sm text-fg-muted">
            {t("admin.dashboard.editModeHint")}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={isEditMode}
          aria-labelledby={ids.mode}
          aria-describedby={ids.modeHint}
          onClick={() => setEditMode(!isEditMode)}
          className="relative mt-1 h-7 w-12 shrink-0 rounded-full border border-line bg-surface-raised transition aria-checked:border-accent aria-checked:bg-accent"
        >
          <span
            aria-hidden="true"
            className="absolute top-0.5 left-0.5 size-5.5 rounded-full bg-fg transition-transform in-aria-checked:translate-x-5 in-aria-checked:bg-accent-fg"
          />
        </button>
      </div>

      <section aria-labelledby={`${ids.locale}-title`}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id={`${ids.locale}-title`} className={sectionTitle}>
            {t("admin.dashboard.countsTitle")}
          </h3>
          <div className="flex items-center gap-2 text-sm">
            <label htmlFor={ids.locale}>{t("admin.dashboard.language")}</label>
            <select
              id={ids.locale}
              value={locale}
              onChange={(event) => setLocale(event.target.value as Locale)}
              className="h-9 rounded-lg border border-line bg-bg px-2 text-fg"
            >
              {LOCALES.map((code) => (
                <option key={code} value={code}>
                  {t(`admin.dashboard.languages.${code}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <dl className="mt-3 grid grid-cols-3 gap-3">
          {(["pages", "sections", "fields"] as const).map((name) => (
            <div key={name} className="rounded-2xl border border-line bg-bg p-4">
              <dt className="text-sm text-fg-muted">{t(`admin.dashboard.${name}`)}</dt>
              <dd className="mt-1 font-display text-3xl font-extrabold">{counts[name]}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby={`${ids.page}-export`}>
        <h3 id={`${ids.page}-export`} className={sectionTitle}>
          {t("admin.dashboard.exportTitle")}
        </h3>
        <p className="mt-1 text-sm text-fg-muted">
          {t("admin.dashboard.exportHint", { language })}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          {(["json", "csv", "txt"] as const).map((format) => (
            <button
              key={format}
              type="button"
              onClick={() => exportAs(format)}
              className={buttonClass("secondary", "sm")}
            >
              {t(`admin.dashboard.${format === "txt" ? "text" : format}`)}
            </button>
          ))}
        </div>
      </section>

      <section aria-labelledby={`${ids.page}-copy`}>
        <h3 id={`${ids.page}-copy`} className={sectionTitle}>
          {t("admin.dashboard.copyTitle")}
        </h3>
        {pages.length === 0 ? (
          <p className="mt-2 text-sm text-fg-muted">{t("admin.dashboard.noPages")}</p>
        ) : (
          <div className="mt-3 flex flex-wrap items-end gap-2">
            <div className="grid gap-1 text-sm">
              <label htmlFor={ids.page}>{t("admin.dashboard.page")}</label>
              <select
                id={ids.page}
                value={chosenPage}
                onChange={(event) => setPage(event.target.value)}
                className="h-9 rounded-lg border border-line bg-bg px-2 text-fg"
              >
                {pages.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
            <button type="button" onClick={copyPage} className={buttonClass("secondary", "sm")}>
              {t(copy === "copied" ? "admin.dashboard.copied" : "admin.dashboard.copy")}
            </button>
          </div>
        )}
        <p role="status" className="mt-2 text-sm empty:hidden">
          {copy === "copied" ? t("admin.dashboard.copied") : ""}
          {copy === "failed" ? t("admin.dashboard.copyFailed") : ""}
        </p>
      </section>

      <ImportEdits />

      <div className="flex justify-end border-t border-line pt-6">
        <button
          type="button"
          onClick={() => {
            logout();
            onClose();
          }}
          className={buttonClass("secondary", "md")}
        >
          {t("admin.dashboard.logout")}
        </button>
      </div>
    </div>
  );
}
