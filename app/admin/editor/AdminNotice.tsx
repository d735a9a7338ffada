import type { ReactNode } from "react";

/** A message in the admin dialog in place of a form: why it cannot be used here. */
export function AdminNotice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="mt-4 rounded-xl border border-line bg-bg p-4 text-fg-muted">
      {children}
    </div>
  );
}
