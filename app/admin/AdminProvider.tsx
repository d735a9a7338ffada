import { createContext, use, useCallback, useMemo, useSyncExternalStore } from "react";
import type { ReactNode } from "react";
import { read, remove, subscribe, write } from "../lib/storage";

interface AdminState {
  isAuthenticated: boolean;
  isEditMode: boolean;
  setEditMode: (on: boolean) => void;
  logout: () => void;
}

const AdminContext = createContext<AdminState | null>(null);

const authSnapshot = () => read("adminAuthenticated") === true;
const editSnapshot = () => read("adminEditMode") === true;
const off = () => false;

/**
 * Admin mode is a convenience switch for editing copy in this browser, not
 * access control: it unlocks nothing that is not already public.
 */
export function AdminProvider({ children }: { children: ReactNode }) {
  const isAuthenticated = useSyncExternalStore(subscribe, authSnapshot, off);
  const editFlag = useSyncExternalStore(subscribe, editSnapshot, off);
  const isEditMode = isAuthenticated && editFlag;

  const setEditMode = useCallback((on: boolean) => void write("adminEditMode", on), []);
  const logout = useCallback(() => {
    remove("adminAuthenticated");
    remove("adminEditMode");
  }, []);

  const value = useMemo(
    () => ({ isAuthenticated, isEditMode, setEditMode, logout }),
    [isAuthenticated, isEditMode, setEditMode, logout],
  );
  return <AdminContext value={value}>{children}</AdminContext>;
}

export function useAdmin(): AdminState {
  const state = use(AdminContext);
  if (state == null) throw new Error("useAdmin must be used inside <AdminProvider>.");
  return state;
}
