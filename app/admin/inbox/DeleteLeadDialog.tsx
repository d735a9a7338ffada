import { useId } from "react";
import { useText } from "../../content/useText";
import type { InboxLead } from "../../lib/owner/leads-client";
import { buttonClass } from "../../ui/button-styles";
import { Modal } from "../../ui/Modal";

/** Asks before a lead is deleted for good. */
export function DeleteLeadDialog({
  lead,
  onConfirm,
  onCancel,
}: {
  lead: InboxLead;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useText();
  const titleId = useId();
  return (
    <Modal open onClose={onCancel} labelledBy={titleId} className="max-w-md">
      <div className="rounded-t-[1.75rem] border border-line bg-surface p-6 shadow-lift sm:rounded-[1.75rem] sm:p-8">
        <h2 id={titleId} className="font-display text-2xl font-extrabold break-words">
          {t("inbox.remove.title", { business: lead.businessName })}
        </h2>
        <p className="mt-3 text-fg-muted">{t("inbox.remove.text")}</p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button
            type="button"
            onClick={onCancel}
            data-autofocus
            className={buttonClass("secondary", "md")}
          >
            {t("inbox.remove.cancel")}
          </button>
          <button type="button" onClick={onConfirm} className={buttonClass("primary", "md")}>
            {t("inbox.remove.confirm")}
          </button>
        </div>
      </div>
    </Modal>
  );
}
