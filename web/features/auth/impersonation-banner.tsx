import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { Button } from "../../components/ui/button";
import { loadAuthClient } from "./load-auth-client";
import { homePath } from "./roles";
import { useSession } from "./use-session";

/** While an admin acts as another user, says so on every page and offers the way back. */
export function ImpersonationBanner() {
  const { user, session } = useSession();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!session.impersonatedBy) return null;

  async function stop() {
    setPending(true);
    setFailed(false);
    const { error } = await loadAuthClient()
      .then((authClient) => authClient.admin.stopImpersonating())
      .catch(() => ({ error: true }));
    if (error) {
      setPending(false);
      setFailed(true);
      return;
    }
    // A full load: the admin's own session, Relay store and loaders start afresh.
    window.location.assign(homePath("admin"));
  }

  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-center gap-3 bg-amber-100 px-4 py-2 text-sm text-amber-950"
    >
      <p>
        <FormattedMessage
          id="auth.impersonation.notice"
          values={{ name: user.name || user.email, email: user.email }}
        />
      </p>
      <Button size="sm" variant="secondary" loading={pending} onClick={() => void stop()}>
        <FormattedMessage id="auth.impersonation.stop" />
      </Button>
      {failed && (
        <p role="alert" className="text-red-800">
          <FormattedMessage id="auth.impersonation.stopError" />
        </p>
      )}
    </div>
  );
}
