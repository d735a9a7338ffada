import { lazy, startTransition, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import type { ComponentType, ReactNode } from "react";
import { read, remove, subscribe, write } from "../lib/storage";
import { editModeChrome, subscribeEditModeChrome } from "./editor-slot";
import { AdminContext } from "./useAdmin";
import { loadChunk } from "../lib/retry";
import { whenIdle } from "../lib/when-idle";

interface Snapshot {
  isAuthenticated: boolean;
  editFlag: boolean;
  EditModeChrome: ComponentType | null;
}

const SERVER: Snapshot = { isAuthenticated: false, editFlag: false, EditModeChrome: null };

const snapshot = (): Snapshot => ({
  isAuthenticated: read("adminAuthenticated") === true,
  editFlag: read("adminEditMode") === true,
  EditModeChrome: editModeChrome(),
});

/** The owner's calls to the studio's server: loaded only by a browser that shows admin state. */
const loadOwnerServer = () => loadChunk(() => import("./owner-server"));

const AdminDialog = lazy(() => loadChunk(() => import("./editor/AdminDialog")));

/** True when this browser needs the editor's code: someone logged in, or edits are stored. */
const needsEditor = () =>
  read("adminAuthenticated") === true ||
  read("copyEdits") !== null ||
  read("sectionLayout") !== null;

/** Clears the UI's log-in flags (the server's session is ended separately). */
const clearFlags = () => {
  remove("adminAuthenticated");
  remove("adminEditMode");
};

/**
 * The admin state of this browser. On the studio's own server the owner's session is the
 * server's (an HttpOnly cookie), and the stored flags are the UI's mirror of it: a flag the
 * server does not confirm is cleared, and opens nothing on the server anyway. On a static host
 * the flags are a convenience switch for editing copy in this browser, not access control. The
 * editor's code loads only for a browser that needs it (see `needsEditor`).
 */
export function AdminProvider({ children }: { children: ReactNode }) {
  const [{ isAuthenticated, editFlag, EditModeChrome }, setSnapshot] = useState(SERVER);
  const isEditMode = isAuthenticated && editFlag;
  // "auto": closed, unless the page was opened with a first start's setup link.
  const [dialog, setDialog] = useState<"auto" | "open" | "closed">("auto");
  const [setupToken, setSetupToken] = useState<string | null>(null);
  const dialogOpen = dialog === "open" || (dialog === "auto" && setupToken !== null);

  // A first start's setup link (`#owner-setup=…`) opens the dialog at its form; a stored
  // log-in is checked against the server's session, which it mirrors. Neither is code a
  // visitor's first load carries.
  useEffect(() => {
    const linked = window.location.hash.includes("owner-setup=");
    if (!linked && read("adminAuthenticated") !== true) return;
    let live = true;
    void loadOwnerServer().then(async ({ ownerServer, setupTokenOfPage }) => {
      if (!live) return;
      setSetupToken(setupTokenOfPage());
      const server = await ownerServer();
      if (live && server.kind === "server" && !server.signedIn) clearFlags();
    });
    return () => {
      live = false;
    };
  }, []);

  const setupDone = useCallback(() => {
    setSetupToken(null);
    setDialog("open"); // It goes on to the dashboard.
  }, []);

  // The prerendered page is the logged-out one: what this browser stores
  // comes in after hydration, as a transition.
  useEffect(() => {
    const update = () => {
      const next = snapshot();
      startTransition(() =>
        setSnapshot((previous) =>
          next.isAuthenticated === previous.isAuthenticated &&
          next.editFlag === previous.editFlag &&
          next.EditModeChrome === previous.EditModeChrome
            ? previous
            : next,
        ),
      );
    };
    update();
    const stopStorage = subscribe(update);
    const stopSlot = subscribeEditModeChrome(update);
    return () => {
      stopStorage();
      stopSlot();
    };
  }, []);

  // The editor's code waits for an idle moment: the page's own code and lazy parts go first.
  useEffect(() => {
    const start = () => {
      if (!needsEditor()) return;
      loadChunk(() => import("./editor/start-editor"))
        .then(({ startEditor }) => startEditor())
        .catch((error: unknown) => console.error("The copy editor failed to load.", error));
    };
    const idle = whenIdle(start);
    const stop = subscribe(start);
    return () => {
      idle();
      stop();
    };
  }, []);

  const setEditMode = useCallback((on: boolean) => void write("adminEditMode", on), []);
  const logout = useCallback(() => {
    clearFlags();
    void loadOwnerServer().then(({ signOutOfServer }) => signOutOfServer());
  }, []);
  const openAdmin = useCallback(() => setDialog("open"), []);

  // A log-in lasts 12 hours (lib/storage.ts): a page left open logs out within a minute of it.
  useEffect(() => {
    if (!isAuthenticated) return;
    const timer = setInterval(() => {
      if (read("adminAuthenticated") !== true) logout();
    }, 60_000);
    return () => clearInterval(timer);
  }, [isAuthenticated, logout]);

  const value = useMemo(
    () => ({
      isAuthenticated,
      isEditMode,
      setEditMode,
      logout,
      openAdmin,
      setupPending: setupToken !== null && !isAuthenticated,
    }),
    [isAuthenticated, isEditMode, setEditMode, logout, openAdmin, setupToken],
  );
  return (
    <AdminContext value={value}>
      {children}
      {isEditMode && EditModeChrome && <EditModeChrome />}
      {dialogOpen && (
        <Suspense fallback={null}>
          <AdminDialog
            onClose={() => setDialog("closed")}
            setupToken={setupToken}
            onSetupDone={setupDone}
          />
        </Suspense>
      )}
    </AdminContext>
  );
}
