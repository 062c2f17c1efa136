import { useEffect, useEffectEvent, useRef } from "react";
import { useRevalidator } from "react-router";
import { ErrorDetails } from "./error-details";
import { ErrorScreen, TryAgainButton } from "./error-screen";

// The liveness check: tiny, anonymous, answered even while the database is away.
const PROBE_URL = "/api/health";
// As often as the 503 screen tries again (page-route-error.tsx).
const PROBE_EVERY_MS = 5000;

/**
 * No answer from the server (offline, server down). The screen stays still while it is down:
 * it asks the liveness check every few seconds, and when the browser says it is back online,
 * and loads the page again only once something answers (decision 095).
 */
export function UnreachableError({ error }: { error: unknown }) {
  const revalidator = useRevalidator();
  const probing = useRef(false);
  const recover = useEffectEvent(async () => {
    if (probing.current || revalidator.state !== "idle") return;
    probing.current = true;
    try {
      await fetch(PROBE_URL, { cache: "no-store", credentials: "same-origin" });
      void revalidator.revalidate();
    } catch {
      // Still out of reach: the next tick asks again.
    } finally {
      probing.current = false;
    }
  });
  useEffect(() => {
    const timer = setInterval(() => void recover(), PROBE_EVERY_MS);
    const online = () => void recover();
    window.addEventListener("online", online);
    return () => {
      clearInterval(timer);
      window.removeEventListener("online", online);
    };
  }, []);

  return (
    <ErrorScreen kind="unreachable" actions={<TryAgainButton />}>
      <ErrorDetails error={error} />
    </ErrorScreen>
  );
}
