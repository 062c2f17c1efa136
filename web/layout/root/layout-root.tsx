import type { ReactNode } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { EnvBanner } from "../../components/env-banner";

/** Wraps every screen, error screens included: environment banner on top. */
export function RootShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <EnvBanner />
      {children}
      <ScrollRestoration />
    </div>
  );
}

export function LayoutRoot() {
  return (
    <RootShell>
      <Outlet />
    </RootShell>
  );
}
