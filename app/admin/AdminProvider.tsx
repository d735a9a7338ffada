import { lazy, startTransition, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import type { ReactNode } from "react";
import { CopyOverrideContext, type CopyOverride } from "../content/useCopyOverride";
import { EditableTextContext } from "../content/useEditableText";
import { read, remove, subscribe, write } from "../lib/storage";
import { editorSlot, emptyEditorSlot, subscribeEditorSlot, type EditorSlot } from "./editor-slot";
import { AdminContext } from "./useAdmin";
import { SectionArrangementContext, type SectionArrangement } from "./useSectionArrangement";

interface Snapshot {
  isAuthenticated: boolean;
  editFlag: boolean;
  slot: EditorSlot;
}

const SERVER: Snapshot = { isAuthenticated: false, editFlag: false, slot: emptyEditorSlot() };

const snapshot = (): Snapshot => ({
  isAuthenticated: read("adminAuthenticated") === true,
  editFlag: read("adminEditMode") === true,
  slot: editorSlot(),
});
const noOverride: CopyOverride = () => undefined;

const AdminDialog = lazy(() => import("./editor/AdminDialog"));

/** Runs `task` when the browser is idle (soon, where it cannot tell); returns the cancel function. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}

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
  const [{ isAuthenticated, editFlag, slot }, setSnapshot] = useState(SERVER);
  const isEditMode = isAuthenticated && editFlag;
  const [dialogOpen, setDialogOpen] = useState(false);

  // The prerendered page is the logged-out, unedited one. What this browser
  // stores comes in as a transition: a part of the page still hydrating (a
  // lazy footer) hydrates as it was first, and only then changes.
  useEffect(() => {
    const update = () =>
      startTransition(() =>
        setSnapshot((previous) => {
          const next = snapshot();
          return next.isAuthenticated === previous.isAuthenticated &&
            next.editFlag === previous.editFlag &&
            next.slot === previous.slot
            ? previous
            : next;
        }),
      );
    update();
    const stopStorage = subscribe(update);
    const stopSlot = subscribeEditorSlot(update);
    return () => {
      stopStorage();
      stopSlot();
    };
  }, []);

  // The editor's code waits for an idle moment: the page's own code and lazy parts go first.
  useEffect(() => {
    const start = () => {
      if (!needsEditor()) return;
      import("./editor/start-editor")
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

  const value = useMemo(
    () => ({ isAuthenticated, isEditMode, setEditMode, logout, openAdmin }),
    [isAuthenticated, isEditMode, setEditMode, logout, openAdmin],
  );
  const { EditModeChrome, arrange, SectionsFrame } = slot;
  const arrangement = useMemo<SectionArrangement | null>(
    () => (arrange ? { arrange, Frame: isEditMode ? SectionsFrame : null } : null),
    [arrange, SectionsFrame, isEditMode],
  );
  return (
    <AdminContext value={value}>
      <CopyOverrideContext value={slot.override ?? noOverride}>
        <EditableTextContext value={isEditMode ? slot.EditableText : null}>
          <SectionArrangementContext value={arrangement}>{children}</SectionArrangementContext>
          {isEditMode && EditModeChrome && <EditModeChrome />}
          {dialogOpen && (
            <Suspense fallback={null}>
              <AdminDialog onClose={() => setDialogOpen(false)} />
            </Suspense>
          )}
        </EditableTextContext>
      </CopyOverrideContext>
    </AdminContext>
  );
}
