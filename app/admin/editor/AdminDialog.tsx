import { Suspense, use, useId, useReducer } from "react";
import { ContentProvider } from "../../content/ContentProvider";
import { useText } from "../../content/useText";
import { buttonClass } from "../../ui/button-styles";
import { ICONS } from "../../ui/icon-paths";
import { LineIcon } from "../../ui/LineIcon";
import { Modal } from "../../ui/Modal";
import { askOwnerServerAgain, ownerServer } from "../owner-server";
import { useAdmin } from "../useAdmin";
import { adminCopy } from "../content/admin";
import { AdminNotice } from "./AdminNotice";
import { Dashboard } from "./Dashboard";
import { LoginForm } from "./LoginForm";
import { SetupForm } from "./SetupForm";

interface AdminDialogProps {
  onClose: () => void;
  /** The one-time token of a first start's setup link, when the page was opened with one. */
  setupToken: string | null;
  onSetupDone: () => void;
}

/** The admin dialog: the setup or log-in form, then (once logged in) the dashboard. */
export default function AdminDialog(props: AdminDialogProps) {
  return (
    <ContentProvider namespace="admin" copy={adminCopy}>
      <AdminDialogFrame {...props} />
    </ContentProvider>
  );
}

function AdminDialogFrame(props: AdminDialogProps) {
  const t = useText();
  const titleId = useId();
  return (
    <Modal open onClose={props.onClose} labelledBy={titleId} className="max-w-xl">
      <div className="relative max-h-[calc(100dvh-1rem)] overflow-y-auto rounded-t-[1.75rem] border border-line bg-surface p-6 shadow-lift sm:rounded-[1.75rem] sm:p-8">
        <button
          type="button"
          onClick={props.onClose}
          aria-label={t("admin.dashboard.close")}
          className="absolute top-4 right-4 grid size-11 place-items-center rounded-full text-fg-muted hover:bg-white/10 hover:text-fg sm:top-6 sm:right-6"
        >
          <LineIcon node={ICONS.x} className="size-5" />
        </button>
        <Suspense
          fallback={
            <>
              <Heading id={titleId}>{t("admin.login.title")}</Heading>
              <p className="mt-4 text-fg-muted">{t("admin.login.checking")}</p>
            </>
          }
        >
          <AdminDialogBody {...props} titleId={titleId} />
        </Suspense>
      </div>
    </Modal>
  );
}

function Heading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="pr-12 font-display text-2xl font-extrabold">
      {children}
    </h2>
  );
}

/** The dialog's title and what it holds, once the server (or its absence) has answered. */
function AdminDialogBody({
  onClose,
  setupToken,
  onSetupDone,
  titleId,
}: AdminDialogProps & { titleId: string }) {
  const t = useText();
  const { isAuthenticated } = useAdmin();
  const [, askAgain] = useReducer((count: number) => count + 1, 0);
  const server = use(ownerServer());
  const settingUp =
    !isAuthenticated && server.kind === "server" && !server.owner && setupToken !== null;
  const heading = (
    <Heading id={titleId}>
      {t(
        isAuthenticated
          ? "admin.dashboard.title"
          : settingUp
            ? "admin.setup.title"
            : "admin.login.title",
      )}
    </Heading>
  );
  const body = () => {
    if (isAuthenticated) return <Dashboard onClose={onClose} server={server} />;
    if (server.kind === "static") return <LoginForm mode="static" />;
    if (server.kind === "unreachable")
      return (
        <AdminNotice>
          <p>{t("admin.login.unreachable")}</p>
          <button
            type="button"
            onClick={() => {
              askOwnerServerAgain();
              askAgain();
            }}
            className={buttonClass("secondary", "md", "mt-4")}
          >
            {t("admin.login.retry")}
          </button>
        </AdminNotice>
      );
    if (server.owner) return <LoginForm mode="server" />;
    if (setupToken) return <SetupForm token={setupToken} onDone={onSetupDone} />;
    return <AdminNotice>{t("admin.login.notSetUp")}</AdminNotice>;
  };
  return (
    <>
      {heading}
      {body()}
    </>
  );
}
