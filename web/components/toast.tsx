import { lazy, Suspense } from "react";
import type * as SonnerModule from "sonner";
import { createStore, useStore } from "./store";

// The one place features get toasts from. sonner loads with the first toast, not with every
// page (docs/decisions/027); it replays active toasts to a late Toaster, so none is lost.

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

type Sonner = typeof SonnerModule;
type Message = string;

let sonner: Promise<Sonner> | undefined;

/** Whether a toast was asked for yet: ToasterSlot renders the Toaster from then on. */
const toasterRequested = createStore(false);

function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    const loading = import("sonner");
    sonner = loading;
    // A failed download is forgotten, so the next toast tries again.
    loading.catch(() => {
      if (sonner !== loading) return;
      sonner = undefined;
      toasterRequested.set(false);
    });
    toasterRequested.set(true);
  }
  return sonner;
}

function show(kind: "success" | "error" | "info", message: Message): void {
  loadSonner().then(
    ({ toast }) => toast[kind](message),
    () => {
      // Offline: the action itself succeeded or failed visibly; the toast is lost.
    },
  );
}

export const toast = {
  success: (message: Message) => show("success", message),
  error: (message: Message) => show("error", message),
  info: (message: Message) => show("info", message),
};

/** Mounted once in the root layout: renders the Toaster from the first toast on. */
export function ToasterSlot() {
  if (!useStore(toasterRequested)) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
