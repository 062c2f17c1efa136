import type { ReactNode } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { DemoModeNotice } from "../../components/demo-mode";
import { EnvBanner } from "../../components/env-banner";
import { PendingIndicator } from "../../components/pending-indicator";
import { ReloadNote } from "../../components/reload-note";
import { ToasterSlot } from "../../components/toast";

/** Every screen: the banner, then the page in what a drawer scales back; toasts outside it. */
export function RootShell({ children }: { children: ReactNode }) {
  return (
    <>
      <div data-vaul-drawer-wrapper="" className="flex min-h-dvh flex-col bg-zinc-50">
        <EnvBanner />
        {children}
      </div>
      <ToasterSlot />
      <ReloadNote />
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
