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
      <OwnerPage namespace="inbox">
        <LeadInbox />
      </OwnerPage>
    </ContentProvider>
  );
}
