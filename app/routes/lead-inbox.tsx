import { inboxCopy } from "../admin/inbox/content/inbox";
import { LeadInboxPage } from "../admin/inbox/LeadInboxPage";
import { metaFor } from "../content/meta";

export const meta = metaFor("inbox", inboxCopy, { indexable: false });

export default LeadInboxPage;
