import { lazy } from "react";
import { ContentProvider } from "../../content/ContentProvider";
import { loadChunk } from "../../lib/retry";
import { OwnerPage } from "../OwnerPage";
import { versionsCopy } from "./content/versions";

/** The list itself: its code loads only once the server confirms the owner's session. */
const VersionList = lazy(() => loadChunk(() => import("./VersionList")));

/** The owner's published versions (issue 36). */
export function VersionsPage() {
  return (
    <ContentProvider namespace="versions" copy={versionsCopy}>
      <OwnerPage namespace="versions">
        <VersionList />
      </OwnerPage>
    </ContentProvider>
  );
}
