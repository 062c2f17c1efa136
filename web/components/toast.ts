import type * as SonnerModule from "sonner";

// The one place features get toasts from, so the library can change behind it.
//
// sonner and its <Toaster> load with the first toast, not with every page
// (docs/decisions/027): most visits, /login's among them, never show one. sonner replays
// toasts that are still active when a Toaster subscribes, so none is lost meanwhile.

type Sonner = typeof SonnerModule;
type Message = string;

let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    const loading = import("sonner");
    sonner = loading;
    // A failed download is forgotten, so the next toast tries again.
    loading.catch(() => {
      if (sonner === loading) sonner = undefined;
    });
    listeners.forEach((listener) => listener());
  }
  return sonner;
}

/** Whether a toast was asked for yet: the root layout mounts the Toaster from then on. */
export const toasterStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isRequested: (): boolean => sonner !== undefined,
};

function show(kind: "success" | "error", message: Message): void {
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
};
