import { useId } from "react";
import { ContentProvider } from "../../content/ContentProvider";
import { useText } from "../../content/useText";
import { ICONS } from "../../ui/icon-paths";
import { LineIcon } from "../../ui/LineIcon";
import { Modal } from "../../ui/Modal";
import { useAdmin } from "../useAdmin";
import { adminCopy } from "../content/admin";
import { Dashboard } from "./Dashboard";
import { LoginForm } from "./LoginForm";

/** The admin dialog: the log-in form, then (once logged in) the dashboard. */
export default function AdminDialog({ onClose }: { onClose: () => void }) {
  return (
    <ContentProvider namespace="admin" copy={adminCopy}>
      <AdminDialogBody onClose={onClose} />
    </ContentProvider>
  );
}

function AdminDialogBody({ onClose }: { onClose: () => void }) {
  const t = useText();
  const titleId = useId();
  const { isAuthenticated } = useAdmin();
  return (
    <Modal open onClose={onClose} labelledBy={titleId} className="max-w-xl">
      <div className="max-h-[calc(100dvh-1rem)] overflow-y-auto rounded-t-[1.75rem] border border-line bg-surface p-6 shadow-lift sm:rounded-[1.75rem] sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="font-display text-2xl font-extrabold">
            {t(isAuthenticated ? "admin.dashboard.title" : "admin.login.title")}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t("admin.dashboard.close")}
            className="-m-2 grid size-11 shrink-0 place-items-center rounded-full text-fg-muted hover:bg-white/10 hover:text-fg"
          >
            <LineIcon node={ICONS.x} className="size-5" />
          </button>
        </div>
        {isAuthenticated ? <Dashboard onClose={onClose} /> : <LoginForm />}
      </div>
    </Modal>
  );
}
