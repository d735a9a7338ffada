import { Component, type ReactNode } from "react";
import { Text } from "../content/Text";
import { buttonClass } from "./button-styles";

/**
 * Catches a part of the page whose code could not be downloaded, even on its
 * second try (`loadChunk`), and says so in the visitor's language with a
 * button that reloads the page. The rest of the page keeps working.
 */
export class LoadFailureBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error("Part of the page failed to load", error);
  }

  render() {
    return this.state.failed ? <LoadFailureNotice /> : this.props.children;
  }
}

function LoadFailureNotice() {
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
