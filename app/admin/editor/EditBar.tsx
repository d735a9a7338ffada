import { useEffect, useState, useSyncExternalStore } from "react";
import { useText } from "../../content/useText";
import { useLocale } from "../../i18n/LocaleProvider";
import { clearEdits, listEdits } from "../../lib/copy-edits/edits";
import { canRedo, canUndo } from "../../lib/copy-edits/history";
import { buttonClass } from "../../ui/button-styles";
import { ICONS } from "../../ui/icon-paths";
import { LineIcon } from "../../ui/LineIcon";
import { useAdmin } from "../useAdmin";
import { ADMIN_ICONS } from "./admin-icons";
import { commitEdits, editsState, redoEdit, subscribeEdits, undoEdit } from "./edits-store";
import { PublishControl } from "./PublishControl";

/** True when a key press belongs to a text field (its own undo), not to the page. */
const inTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * Edit mode's bar: the "Edit Mode Active" indicator with its pulsing dot,
 * undo and redo (also Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z), "Reset all" with a
 * confirmation, the dashboard and the way out of edit mode; on the studio's server, Publish.
 */
export function EditBar() {
  const t = useText();
  const locale = useLocale();
  const { setEditMode, openAdmin } = useAdmin();
  const { history, notSaved, backup } = useSyncExternalStore(
    subscribeEdits,
    editsState,
    editsState,
  );
  const [confirming, setConfirming] = useState(false);
  const count = listEdits(history.present, locale).length;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== "z") return;
      if (inTextField(event.target)) return;
      event.preventDefault();
      if (event.shiftKey) redoEdit();
      else undoEdit();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const tool = buttonClass("ghost", "sm", "px-2.5 max-sm:text-[0.8125rem] sm:px-3");
  return (
    <section aria-label={t("admin.editBar.label")} className="edit-bar">
      <p className="flex items-center gap-2 px-2 text-sm font-semibold">
        <span aria-hidden="true" className="edit-dot" />
        {t("admin.editBar.active")}
      </p>
      {confirming ? (
        <div
          role="alertdialog"
          aria-label={t("admin.editBar.resetAll")}
          className="col-span-2 flex flex-wrap items-center gap-1"
        >
          <p className="w-full px-2 text-sm sm:w-auto">
            {t("admin.editBar.resetAllConfirm", {
              count,
              language: t(`admin.dashboard.languages.${locale}`),
            })}
          </p>
          <button
            type="button"
            autoFocus
            onClick={() => {
              commitEdits(clearEdits(history.present, locale));
              setConfirming(false);
            }}
            className={buttonClass("primary", "sm")}
          >
            {t("admin.editBar.confirm")}
          </button>
          <button type="button" onClick={() => setConfirming(false)} className={tool}>
            {t("admin.editBar.cancel")}
          </button>
        </div>
      ) : (
        <div className="col-span-2 flex flex-wrap items-center gap-1">
          {(
            [
              ["admin.editBar.undo", ADMIN_ICONS.undo2, undoEdit, canUndo(history)],
              ["admin.editBar.redo", ADMIN_ICONS.redo2, redoEdit, canRedo(history)],
            ] as const
          ).map(([label, icon, action, enabled]) => (
            <button
              key={label}
              type="button"
              onClick={action}
              disabled={!enabled}
              aria-label={t(label)}
              className={tool}
            >
              <LineIcon node={icon} className="size-4" />
              <span aria-hidden="true" className="max-sm:hidden">
                {t(label)}
              </span>
            </button>
          ))}
          <button
            type="button"
            onClick={() => setConfirming(true)}
            disabled={count === 0}
            className={tool}
          >
            {t("admin.editBar.resetAll")}
          </button>
          <button type="button" onClick={openAdmin} className={tool}>
            {t("admin.editBar.dashboard")}
          </button>
        </div>
      )}
      <button
        type="button"
        onClick={() => setEditMode(false)}
        aria-label={t("admin.editBar.exit")}
        className={`${tool} col-start-2 row-start-1`}
      >
        <LineIcon node={ICONS.x} className="size-4" />
        <span aria-hidden="true" className="max-sm:hidden">
          {t("admin.editBar.exit")}
        </span>
      </button>
      <PublishControl edits={history.present} />
      <p role="status" className="col-span-2 basis-full px-2 text-sm text-danger empty:hidden">
        {notSaved ? t("admin.editBar.notSaved") : ""}
        {notSaved && backup !== null ? " " : ""}
        {backup !== null ? t("admin.editBar.backupKept") : ""}
      </p>
    </section>
  );
}
