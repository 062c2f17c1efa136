import type { ReactNode } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { DemoModeNotice } from "../../components/demo-mode";
import { EnvBanner } from "../../components/env-banner";
import { PendingIndicator } from "../../components/pending-indicator";
import { ToasterSlot } from "../../components/toast";

/**
 * Wraps every screen, error screens included: environment banner on top. The wrapper is
 * what a drawer scales back (vaul's `data-vaul-drawer-wrapper`); toasts and the demo
 * notice sit outside it so they never shrink with the page.
 */
export function RootShell({ children }: { children: ReactNode }) {
  return (
    <>
      <div data-vaul-drawer-wrapper="" className="flex min-h-dvh flex-col bg-zinc-50">
        <EnvBanner />
        {children}
      </div>
      <ToasterSlot />
      <DemoModeNotice />
      <ScrollRestoration />
    </>
  );
}

/** A top-level screen outside the signed-in layouts (404, root errors): its own <main>. */
export function LayoutStandalone({ children }: { children: ReactNode }) {
  return <main className="flex flex-1 flex-col">{children}</main>;
}

export function LayoutRoot() {
  return (
    <RootShell>
      <PendingIndicator />
      <Outlet />
    </RootShell>
  );
}
