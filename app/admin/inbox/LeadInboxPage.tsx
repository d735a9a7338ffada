import { lazy, Suspense, useEffect, useState } from "react";
import { ContentProvider } from "../../content/ContentProvider";
import { Text } from "../../content/Text";
import type { OwnerServer } from "../../lib/owner/owner-client";
import { loadChunk } from "../../lib/retry";
import { buttonClass } from "../../ui/button-styles";
import { LoadFailureBoundary } from "../../ui/LoadFailureBoundary";
import { ownerServer } from "../owner-server";
import { useAdmin } from "../useAdmin";
import { inboxCopy } from "./content/inbox";

/** The inbox itself: its code loads only once the server confirms the owner's session. */
const LeadInbox = lazy(() => loadChunk(() => import("./LeadInbox")));

/**
 * The owner's lead inbox (issue 35), `noindex`. Everyone else, and the prerendered page, sees
 * its heading and what to do: log in, or that this host keeps no leads.
 */
export function LeadInboxPage() {
  return (
    <ContentProvider namespace="inbox" copy={inboxCopy}>
      <div className="mx-auto max-w-6xl px-4 pt-32 pb-20 sm:px-6 sm:pt-40">
        <p className="text-sm font-bold tracking-[0.16em] text-accent uppercase">
          <Text id="inbox.eyebrow" />
        </p>
        <h1 className="mt-4 text-4xl font-extrabold sm:text-5xl">
          <Text id="inbox.title" />
        </h1>
        <p className="mt-4 max-w-3xl text-lg text-fg-muted">
          <Text id="inbox.intro" />
        </p>
        <div className="mt-10">
          <OwnerGate />
        </div>
      </div>
    </ContentProvider>
  );
}

function OwnerGate() {
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

  if (server === null) return <GateNotice id="inbox.gate.checking" />;
  if (server.kind === "static") return <GateNotice id="inbox.gate.static" />;
  if (server.kind === "unreachable") return <GateNotice id="inbox.gate.unreachable" />;
  if (!server.signedIn || !isAuthenticated)
    return (
      <GateNotice id="inbox.gate.signedOut">
        <button type="button" onClick={openAdmin} className={buttonClass("primary", "md", "mt-4")}>
          <Text id="inbox.gate.login" />
        </button>
      </GateNotice>
    );
  return (
    <LoadFailureBoundary>
      <Suspense fallback={<GateNotice id="inbox.gate.checking" />}>
        <LeadInbox />
      </Suspense>
    </LoadFailureBoundary>
  );
}

function GateNotice({
  id,
  children,
}: {
  id:
    "inbox.gate.checking" | "inbox.gate.static" | "inbox.gate.unreachable" | "inbox.gate.signedOut";
  children?: React.ReactNode;
}) {
  return (
    <div role="status" className="max-w-2xl rounded-2xl border border-line bg-surface p-6">
      <p className="text-lg">
        <Text id={id} />
      </p>
      {children}
    </div>
  );
}
