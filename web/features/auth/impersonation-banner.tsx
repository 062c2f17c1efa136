import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { Button } from "../../components/ui/button";
import { authCall } from "./load-auth-client";
import { userPathOfDbId } from "../user/user-paths";
import { useSession } from "./use-session";

/** While an admin acts as another user, says so on every page and offers the way back. */
export function ImpersonationBanner() {
  const { user, session } = useSession();
  const [state, setState] = useState<"idle" | "pending" | "failed">("idle");
  if (!session.impersonatedBy) return null;

  async function stop() {
    setState("pending");
    if (await authCall((client) => client.admin.stopImpersonating())) return setState("failed");
    // A full load: the admin's own session, Relay store and loaders start afresh, on the page
    // of the user just left. The path is built from the session's user id, never from the URL.
    window.location.assign(userPathOfDbId(user.id));
  }

  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-center gap-3 bg-amber-100 px-4 py-2 text-sm text-amber-950"
    >
      <p>
        <FormattedMessage
          id="auth.impersonation.notice"
          values={{
            name: <bdi>{user.name || user.email}</bdi>,
            email: <bdi>{user.email}</bdi>,
          }}
        />
      </p>
      <Button
        size="sm"
        variant="secondary"
        loading={state === "pending"}
        onClick={() => void stop()}
      >
        <FormattedMessage id="auth.impersonation.stop" />
      </Button>
      {state === "failed" && (
        <p role="alert" className="text-red-800">
          <FormattedMessage id="auth.impersonation.stopError" />
        </p>
      )}
    </div>
  );
}
