import type { ReactNode } from "react";
import { Text } from "../content/Text";
import { OwnerGate } from "./OwnerGate";

/**
 * The frame of an owner's page (`noindex`): its heading and, behind the gate, its content. The
 * namespace's copy has the same heading and gate texts (`eyebrow`, `title`, `intro`, `gate.…`).
 */
export function OwnerPage({
  namespace,
  children,
}: {
  namespace: "inbox" | "versions";
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 pt-32 pb-20 sm:px-6 sm:pt-40">
      <p className="text-sm font-bold tracking-[0.16em] text-accent uppercase">
        <Text id={`${namespace}.eyebrow`} />
      </p>
      <h1 className="mt-4 text-4xl font-extrabold sm:text-5xl">
        <Text id={`${namespace}.title`} />
      </h1>
      <p className="mt-4 max-w-3xl text-lg text-fg-muted">
        <Text id={`${namespace}.intro`} />
      </p>
      {/* Tall enough that the footer starts below the fold: the gate's answer (a notice, then the
          content) grows the page where no one sees it move. */}
      <div className="mt-10 min-h-[60vh]">
        <OwnerGate
          texts={{
            checking: `${namespace}.gate.checking`,
            static: `${namespace}.gate.static`,
            unreachable: `${namespace}.gate.unreachable`,
            signedOut: `${namespace}.gate.signedOut`,
            login: `${namespace}.gate.login`,
          }}
        >
          {children}
        </OwnerGate>
      </div>
    </div>
  );
}
