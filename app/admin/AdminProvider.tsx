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

const AdminDialog = lazy(() => loadChunk(() => import("./editor/AdminDialog")));

/** True when this browser needs the editor's code: someone logged in, or edits are stored. */
const needsEditor = () =>
  read("adminAuthenticated") === true ||
  read("copyEdits") !== null ||
  read("sectionLayout") !== null;

/**
 * Admin mode is a convenience switch for editing copy in this browser, not
 * access control: it unlocks nothing that is not already public. The editor's
 * code loads only for a browser that needs it (see `needsEditor`).
 */
export function AdminProvider({ children }: { children: ReactNode }) {
  const [{ isAuthenticated, editFlag, EditModeChrome }, setSnapshot] = useState(SERVER);
  const isEditMode = isAuthenticated && editFlag;
  const [dialogOpen, setDialogOpen] = useState(false);

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
    remove("adminAuthenticated");
    remove("adminEditMode");
  }, []);
  const openAdmin = useCallback(() => setDialogOpen(true), []);

  // A log-in lasts 12 hours (lib/storage.ts): a page left open logs out within a minute of it.
  useEffect(() => {
    if (!isAuthenticated) return;
    const timer = setInterval(() => {
      if (read("adminAuthenticated") !== true) logout();
    }, 60_000);
    return () => clearInterval(timer);
  }, [isAuthenticated, logout]);

  const value = useMemo(
    () => ({ isAuthenticated, isEditMode, setEditMode, logout, openAdmin }),
    [isAuthenticated, isEditMode, setEditMode, logout, openAdmin],
  );
  return (
    <AdminContext value={value}>
      {children}
      {isEditMode && EditModeChrome && <EditModeChrome />}
      {dialogOpen && (
        <Suspense fallback={null}>
          <AdminDialog onClose={() => setDialogOpen(false)} />
        </Suspense>
      )}
    </AdminContext>
  );
}
