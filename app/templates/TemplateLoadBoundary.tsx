import { Component, type ReactNode } from "react";

/** Catches a template view that failed to load (after its retries) and shows `fallback`. */
export class TemplateLoadBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error("Failed to load template", error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
