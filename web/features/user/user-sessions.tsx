import { Suspense, use, useState } from "react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { toast } from "../../components/toast";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import type { MessageId } from "../../i18n/messages";
import { authClient } from "../auth/auth-client";
import { runAdminCall } from "./run-admin-call";
import { UserSection } from "./user-section";

type AdminSession = {
  id: string;
  token: string;
  createdAt: Date | string;
  expiresAt: Date | string;
  ipAddress?: string | null;
  userAgent?: string | null;
  impersonatedBy?: string | null;
};

type SessionsResult = { sessions: AdminSession[]; error: MessageId | null };

async function fetchSessions(userId: string): Promise<SessionsResult> {
  let sessions: AdminSession[] = [];
  const error = await runAdminCall(async () => {
    const result = await authClient.admin.listUserSessions({ userId });
    sessions = result.data?.sessions ?? [];
    return result;
  });
  return { sessions, error };
}

/**
 * The user's sessions with revoke one / revoke all. Read over better-auth REST: revoking
 * needs each session's token, which the GraphQL API never exposes.
 */
export function UserSessions({ userId }: { userId: string }) {
  // Started on the first render and again after each revoke; read with use() under Suspense.
  const [request, setRequest] = useState(() => fetchSessions(userId));
  return (
    <UserSection title="user.manager.sessions.title">
      <Suspense fallback={<Spinner />}>
        <SessionList
          userId={userId}
          request={request}
          reload={() => setRequest(fetchSessions(userId))}
        />
      </Suspense>
    </UserSection>
  );
}

type SessionListProps = {
  userId: string;
  request: Promise<SessionsResult>;
  reload: () => void;
};

function SessionList({ userId, request, reload }: SessionListProps) {
  const intl = useIntl();
  const { sessions, error: loadError } = use(request);
  const [error, setError] = useState<MessageId | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const shownError = error ?? loadError;

  async function revoke(key: string, call: () => ReturnType<typeof runAdminCall>) {
    setPending(key);
    const failed = await call();
    setPending(null);
    if (failed) return setError(failed);
    setError(null);
    toast.success(intl.formatMessage({ id: "user.manager.sessions.revoked" }));
    reload();
  }

  return (
    <>
      {sessions.length === 0 ? (
        <p className="text-sm text-zinc-600">
          <FormattedMessage id="user.manager.sessions.empty" />
        </p>
      ) : (
        <ul className="divide-y divide-zinc-200">
          {sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <div className="flex min-w-0 flex-col text-sm">
                <span className="truncate text-zinc-900">
                  {session.userAgent || (
                    <FormattedMessage id="user.manager.sessions.unknownDevice" />
                  )}
                </span>
                <span className="text-zinc-600">
                  <FormattedMessage
                    id="user.manager.sessions.meta"
                    values={{
                      ip: session.ipAddress || "—",
                      created: (
                        <FormattedDate
                          value={session.createdAt}
                          dateStyle="medium"
                          timeStyle="short"
                        />
                      ),
                      expires: <FormattedDate value={session.expiresAt} dateStyle="medium" />,
                    }}
                  />
                  {session.impersonatedBy && (
                    <>
                      {" · "}
                      <FormattedMessage id="user.manager.sessions.impersonated" />
                    </>
                  )}
                </span>
              </div>
              <Button
                size="sm"
                variant="secondary"
                loading={pending === session.id}
                disabled={pending !== null}
                aria-label={intl.formatMessage(
                  { id: "user.manager.sessions.revokeOneLabel" },
                  { device: session.userAgent || session.ipAddress || session.id },
                )}
                onClick={() =>
                  void revoke(session.id, () =>
                    runAdminCall(() =>
                      authClient.admin.revokeUserSession({ sessionToken: session.token }),
                    ),
                  )
                }
              >
                <FormattedMessage id="user.manager.sessions.revoke" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {sessions.length > 0 && (
        <Button
          variant="danger"
          className="w-fit"
          loading={pending === "all"}
          disabled={pending !== null}
          onClick={() =>
            void revoke("all", () =>
              runAdminCall(() => authClient.admin.revokeUserSessions({ userId })),
            )
          }
        >
          <FormattedMessage id="user.manager.sessions.revokeAll" />
        </Button>
      )}
      {shownError && (
        <p role="alert" className="text-sm text-red-700">
          <FormattedMessage id={shownError} />
        </p>
      )}
    </>
  );
}
