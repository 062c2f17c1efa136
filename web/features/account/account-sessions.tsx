import { useEffect, useId, useState } from "react";
import { FormattedMessage } from "react-intl";
import { isDemoModeError } from "../../components/demo-mode";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { authClient } from "../auth/auth-client";
import { useSession } from "../auth/use-session";
import { SessionRow, type SessionItem } from "./session-row";

type Status = "loading" | "ready" | "failed";

/** The user's own signed-in devices (better-auth REST), newest activity first. */
export function AccountSessions() {
  const { session: currentSession } = useSession();
  const [sessions, setSessions] = useState<SessionItem[]>([]);
  const [status, setStatus] = useState<Status>("loading");
  const [pending, setPending] = useState<string | null>(null);
  const [actionFailed, setActionFailed] = useState(false);

  const headingId = useId();
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((current) => current + 1);

  useEffect(() => {
    let cancelled = false;
    authClient.listSessions().then(
      (result) => {
        if (cancelled) return;
        if (!result.data) return setStatus("failed");
        const sorted = [...result.data].sort(
          (a, b) => new Date(b.updatedAt).getTime() - new Date(a.updatedAt).getTime(),
        );
        setSessions(sorted);
        setStatus("ready");
      },
      () => !cancelled && setStatus("failed"),
    );
    return () => {
      cancelled = true;
    };
  }, [version]);

  async function run(
    key: string,
    action: () => Promise<{ error: unknown }>,
    keep: (session: SessionItem) => boolean,
  ) {
    setPending(key);
    setActionFailed(false);
    const result = await action().catch((error: unknown) => ({ error }));
    setPending(null);
    // A demo-mode refusal opens the read-only notice on its own (auth client).
    if (result.error) setActionFailed(!isDemoModeError(result.error));
    else setSessions((current) => current.filter(keep));
    reload();
  }

  const others = sessions.filter((session) => session.token !== currentSession.token);

  return (
    <Card role="region" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-medium text-zinc-900">
            <FormattedMessage id="account.shared.sessions.title" />
          </h2>
          <p className="mt-1 text-sm text-zinc-600">
            <FormattedMessage id="account.shared.sessions.description" />
          </p>
        </div>
        {others.length > 0 && (
          <Button
            variant="secondary"
            loading={pending === "others"}
            onClick={() =>
              void run(
                "others",
                () => authClient.revokeOtherSessions(),
                (session) => session.token === currentSession.token,
              )
            }
          >
            <FormattedMessage id="account.shared.sessions.revokeOthers" />
          </Button>
        )}
      </div>
      {status === "loading" && <Spinner className="mt-4 size-5" />}
      {status === "failed" && (
        <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm text-red-700">
          <FormattedMessage id="account.shared.sessions.loadError" />
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setStatus("loading");
              reload();
            }}
          >
            <FormattedMessage id="common.actions.tryAgain" />
          </Button>
        </div>
      )}
      {status === "ready" && (
        <ul className="mt-4 divide-y divide-zinc-200 rounded-md border border-zinc-200">
          {sessions.map((session) => (
            <SessionRow
              key={session.token}
              session={session}
              current={session.token === currentSession.token}
              pending={pending === session.token}
              onRevoke={() =>
                void run(
                  session.token,
                  () => authClient.revokeSession({ token: session.token }),
                  (other) => other.token !== session.token,
                )
              }
            />
          ))}
        </ul>
      )}
      {actionFailed && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          <FormattedMessage id="account.shared.sessions.revokeError" />
        </p>
      )}
    </Card>
  );
}
