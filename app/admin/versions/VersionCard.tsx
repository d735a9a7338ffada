import { useId, useState } from "react";
import { useText } from "../../content/useText";
import { useLocale } from "../../i18n/LocaleProvider";
import { ownerTime } from "../../lib/owner/owner-time";
import type { Version } from "../../lib/owner/publish-client";
import { buttonClass } from "../../ui/button-styles";
import { VersionChanges } from "./VersionChanges";

const STATE_STYLE = {
  live: "border-accent bg-accent text-accent-fg",
  published: "border-line text-fg-muted",
  queued: "border-line text-fg",
  building: "border-accent text-fg",
  failed: "border-danger text-danger",
} as const;

/** One version: when, what it holds, its note, its state; its changes and its restore. */
export function VersionCard({
  version,
  isLive,
  canRestore,
  onRestore,
}: {
  version: Version;
  isLive: boolean;
  canRestore: boolean;
  onRestore: () => void;
}) {
  const t = useText();
  const locale = useLocale();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const state = isLive ? "live" : version.state === "live" ? "published" : version.state;
  const time = ownerTime(version.liveAt ?? version.createdAt, locale);

  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 id={titleId} className="text-xl font-extrabold">
          {t("versions.list.version", { id: version.id })}
        </h2>
        <span
          className={`rounded-full border px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase ${STATE_STYLE[state]}`}
        >
          {t(`versions.list.states.${state}`)}
        </span>
      </div>
      <p className="mt-1 text-sm text-fg-muted">
        {t("versions.list.meta", { time })} ·{" "}
        {t("versions.list.fields", { en: version.fields.en, fr: version.fields.fr })}
      </p>
      {version.note && <p className="mt-3 text-base">{version.note}</p>}
      {version.restoredFrom !== null && (
        <p className="mt-2 text-sm">{t("versions.list.restores", { id: version.restoredFrom })}</p>
      )}
      {version.state === "failed" && (
        <p className="mt-2 text-sm text-danger">
          {t("versions.list.failure", { reason: version.failure })}
        </p>
      )}
      {confirming ? (
        <div role="alertdialog" aria-label={t("versions.list.restore")} className="mt-4">
          <p>{t("versions.list.restoreConfirm", { id: version.id })}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              autoFocus
              onClick={() => {
                setConfirming(false);
                onRestore();
              }}
              className={buttonClass("primary", "sm")}
            >
              {t("versions.list.confirm", { id: version.id })}
            </button>
            <button
              type="button"
              onClick={() => setConfirming(false)}
              className={buttonClass("secondary", "sm")}
            >
              {t("versions.list.cancel")}
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          <button
            type="button"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
            className={buttonClass("secondary", "sm")}
          >
            {t(open ? "versions.list.hide" : "versions.list.show")}
          </button>
          {!isLive && version.state === "live" && (
            <button
              type="button"
              disabled={!canRestore}
              onClick={() => setConfirming(true)}
              className={buttonClass("secondary", "sm")}
            >
              {t("versions.list.restore")}
            </button>
          )}
        </div>
      )}
      {open && <VersionChanges id={version.id} />}
    </article>
  );
}
