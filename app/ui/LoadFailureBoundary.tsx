import { Component, type ReactNode } from "react";
import { LoadFailureNotice } from "./LoadFailureNotice";

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
