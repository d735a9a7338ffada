import type { ReactNode } from "react";
import { Text } from "../content/Text";
import type { TextId } from "../content/namespaces";

/** What an owner's page says in place of its content (OwnerGate). */
export function GateNotice({ id, children }: { id: TextId; children?: ReactNode }) {
  return (
    <div role="status" className="max-w-2xl rounded-2xl border border-line bg-surface p-6">
      <p className="text-lg">
        <Text id={id} />
      </p>
      {children}
    </div>
  );
}
