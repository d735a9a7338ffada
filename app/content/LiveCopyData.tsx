import { liveCopyJson } from "../lib/published-copy";
import { LIVE_COPY_ID, liveCopy } from "./published";

/**
 * The live version's texts, as a data block in the page's <head>, on pages the server
 * rendered after the owner published (server/publish/render-site.js): the browser reads it
 * before hydrating (content/published.ts). Not a script that runs, so the Content Security
 * Policy has nothing to allow. Absent from the build's own pages; rendered on the server only.
 */
export function LiveCopyData() {
  const copy = liveCopy();
  if (!copy) return null;
  return (
    <script
      type="application/json"
      id={LIVE_COPY_ID}
      dangerouslySetInnerHTML={{ __html: liveCopyJson(copy) }}
    />
  );
}
