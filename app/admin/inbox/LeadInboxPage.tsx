import { lazy } from "react";
import { ContentProvider } from "../../content/ContentProvider";
import { loadChunk } from "../../lib/retry";
import { OwnerPage } from "../OwnerPage";
import { inboxCopy } from "./content/inbox";

/** The inbox itself: its code loads only once the server confirms the owner's session. */
const LeadInbox = lazy(() => loadChunk(() => import("./LeadInbox")));

/** The owner's lead inbox (issue 35). */
export function LeadInboxPage() {
  return (
    <ContentProvider namespace="inbox" copy={inboxCopy}>
      <OwnerPage
        heading={{ eyebrow: "inbox.eyebrow", title: "inbox.title", intro: "inbox.intro" }}
        gate={{
          checking: "inbox.gate.checking",
          static: "inbox.gate.static",
          unreachable: "inbox.gate.unreachable",
          signedOut: "inbox.gate.signedOut",
          login: "inbox.gate.login",
        }}
      >
        <LeadInbox />
      </OwnerPage>
    </ContentProvider>
  );
}
