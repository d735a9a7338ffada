import { Text } from "../content/Text";
import { buttonClass } from "./button-styles";

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
      <button
        type="button"
        onClick={() => window.location.reload()}
        className={buttonClass("primary", "sm", "mt-3")}
      >
        <Text id="common.error.reload" />
      </button>
    </div>
  );
}
