import { Text } from "../content/Text";
import { ReloadButton } from "./ReloadButton";

/** What a part of the page that could not be downloaded shows: what happened and a reload. */
export function LoadFailureNotice() {
  return (
    <div
      role="alert"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md rounded-2xl border border-danger/40 bg-surface p-4 shadow-lg"
    >
      <p className="font-semibold text-fg">
        <Text id="common.loadFailed.title" />
      </p>
      <p className="mt-1 text-sm text-fg-muted">
        <Text id="common.loadFailed.text" />
      </p>
      <ReloadButton size="sm" className="mt-3" />
    </div>
  );
}
