import { Suspense, useEffect, useState, type ReactNode } from "react";
import { Text } from "../content/Text";
import type { TextId } from "../content/namespaces";
import type { OwnerServer } from "../lib/owner/owner-client";
import { buttonClass } from "../ui/button-styles";
import { LoadFailureBoundary } from "../ui/LoadFailureBoundary";
import { GateNotice } from "./GateNotice";
import { ownerServer } from "./owner-server";
import { useAdmin } from "./useAdmin";

/** What an owner's page says while it cannot show its content, in its own words. */
export interface GateTexts {
  checking: TextId;
  static: TextId;
  unreachable: TextId;
  signedOut: TextId;
  login: TextId;
}

/**
 * An owner's page's content (the lead inbox, the published versions), shown once the studio's
 * server confirms the owner's session; its code, lazy, loads only then. Everyone else, and the
 * prerendered page, sees what to do: log in, or that this host has no server.
 */
export function OwnerGate({ texts, children }: { texts: GateTexts; children: ReactNode }) {
  const { isAuthenticated, openAdmin } = useAdmin();
  const [server, setServer] = useState<OwnerServer | null>(null);

  // Asked again after a log-in or log-out (the dialog forgets the earlier answer).
  useEffect(() => {
    let live = true;
    void ownerServer().then((answer) => live && setServer(answer));
    return () => {
      live = false;
    };
  }, [isAuthenticated]);

  if (server === null) return <GateNotice id={texts.checking} />;
  if (server.kind === "static") return <GateNotice id={texts.static} />;
  if (server.kind === "unreachable") return <GateNotice id={texts.unreachable} />;
  if (!server.signedIn || !isAuthenticated)
    return (
      <GateNotice id={texts.signedOut}>
        <button type="button" onClick={openAdmin} className={buttonClass("primary", "md", "mt-4")}>
          <Text id={texts.login} />
        </button>
      </GateNotice>
    );
  return (
    <LoadFailureBoundary>
      <Suspense fallback={<GateNotice id={texts.checking} />}>{children}</Suspense>
    </LoadFailureBoundary>
  );
}
