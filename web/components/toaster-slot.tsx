import { lazy, Suspense, useSyncExternalStore } from "react";
import { toasterStore } from "./toast";

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

/** Mounted once in the root layout: renders the Toaster from the first toast on (toast.ts). */
export function ToasterSlot() {
  const requested = useSyncExternalStore(
    toasterStore.subscribe,
    toasterStore.isRequested,
    () => false,
  );
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
