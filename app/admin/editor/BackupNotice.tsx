import { useId, useSyncExternalStore } from "react";
import { useText } from "../../content/useText";
import { brandSlug } from "../../lib/copy-edits/export-formats";
import { site } from "../../site.config";
import { buttonClass } from "../../ui/button-styles";
import { download } from "./download";
import { discardBackup, editsState, subscribeEdits } from "./edits-store";

/**
 * The dashboard's notice of stored edits that could not be read in full:
 * their stored text is kept as a backup, to download, then discard.
 */
export function BackupNotice() {
  const t = useText();
  const titleId = useId();
  const { backup } = useSyncExternalStore(subscribeEdits, editsState, editsState);
  if (backup === null) return null;

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-danger bg-bg p-4 text-sm"
    >
      <h3 id={titleId} className="font-bold text-danger">
        {t("admin.dashboard.backupTitle")}
      </h3>
      <p className="mt-1 text-fg-muted">{t("admin.dashboard.backupText")}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => download(`${brandSlug(site.brand)}-edits-backup.json`, backup, "json")}
          className={buttonClass("secondary", "sm")}
        >
          {t("admin.dashboard.backupDownload")}
        </button>
        <button type="button" onClick={discardBackup} className={buttonClass("ghost", "sm")}>
          {t("admin.dashboard.backupDiscard")}
        </button>
      </div>
    </section>
  );
}
