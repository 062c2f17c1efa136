import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { Button } from "../../components/ui/button";

/** The fields of a session the manager shows (read by UserSessions' fragment). */
type SessionSummary = {
  device: string | null | undefined;
  ipAddress: string | null | undefined;
  createdAt: string;
  expiresAt: string;
  impersonated: boolean;
};

type UserSessionRowProps = {
  session: SessionSummary;
  pending: boolean;
  disabled: boolean;
  onRevoke: () => void;
};

/** One of a user's sessions in the manager: device, address, start and end, revoke. */
export function UserSessionRow({ session, pending, disabled, onRevoke }: UserSessionRowProps) {
  const intl = useIntl();
  const device =
    session.device ?? intl.formatMessage({ id: "user.manager.sessions.unknownDevice" });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-2">
      <div className="flex min-w-0 flex-col text-sm">
        <bdi className="truncate text-zinc-900">{device}</bdi>
        <span className="text-zinc-600">
          <FormattedMessage
            id="user.manager.sessions.meta"
            values={{
              ip: session.ipAddress || "—",
              created: (
                <FormattedDate value={session.createdAt} dateStyle="medium" timeStyle="short" />
              ),
              expires: <FormattedDate value={session.expiresAt} dateStyle="medium" />,
            }}
          />
          {session.impersonated && (
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
        loading={pending}
        disabled={disabled}
        aria-label={intl.formatMessage({ id: "user.manager.sessions.revokeOneLabel" }, { device })}
        onClick={onRevoke}
      >
        <FormattedMessage id="user.manager.sessions.revoke" />
      </Button>
    </li>
  );
}
