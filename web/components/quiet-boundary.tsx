import { Component, type ReactNode } from "react";

type QuietBoundaryProps = { children: ReactNode; fallback?: ReactNode };

/**
 * For an extra that a page works without (the user menu's organizations): when it fails to load
 * or read, it shows `fallback` (nothing by default) instead of taking the page down with it.
 */
export class QuietBoundary extends Component<QuietBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
