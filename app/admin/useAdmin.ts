import { createContext, use } from "react";

interface AdminState {
  isAuthenticated: boolean;
  isEditMode: boolean;
  setEditMode: (on: boolean) => void;
  logout: () => void;
  /** Opens the admin dialog: the log-in form, or the dashboard once logged in. */
  openAdmin: () => void;
  /** A first start's setup link is open in this page, and its password not yet set. */
  setupPending: boolean;
}

/** Provided by <AdminProvider>. */
export const AdminContext = createContext<AdminState | null>(null);

export function useAdmin(): AdminState {
  const state = use(AdminContext);
  if (state == null) throw new Error("useAdmin must be used inside <AdminProvider>.");
  return state;
}
