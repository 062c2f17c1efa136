import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { Button } from "../../components/ui/button";
import { describeUserAgent } from "./user-agent";

export type SessionItem = {
  token: string;
  userAgent?: string | null;
  ipAddress?: string | null;
  createdAt: Date;
  updatedAt: Date;
};

type SessionRowProps = {
  session: SessionItem;
  current: boolean;
  pending: boolean;
  onRevoke: () => void;
};

/** One signed-in device: browser and system, when it signed in and was last active. */
export function SessionRow({ session, current, pending, onRevoke }: SessionRowProps) {
  const intl = useIntl();
  const { browser, system, mobile } = describeUserAgent(session.userAgent);
  const unknown = intl.formatMessage({ id: "account.shared.sessions.unknownDevice" });
  const device = [browser, system].filter(Boolean).join(" · ") || unknown;
  const date = (value: Date) => (
    <FormattedDate value={value} dateStyle="medium" timeStyle="short" />
  );

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-zinc-900">
          <bdi>{device}</bdi>
          {mobile && (
            <span className="text-xs font-normal text-zinc-600">
              <FormattedMessage id="account.shared.sessions.mobile" />
            </span>
          )}
          {current && (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">
              <FormattedMessage id="account.shared.sessions.current" />
            </span>
          )}
        </p>
        <p className="mt-1 text-sm text-zinc-600">
          <FormattedMessage
            id="account.shared.sessions.dates"
            values={{ created: date(session.createdAt), active: date(session.updatedAt) }}
          />
          {session.ipAddress && (
            <>
              {" · "}
              <bdi>{session.ipAddress}</bdi>
            </>
          )}
        </p>
      </div>
      {!current && (
        <Button
          variant="secondary"
          size="sm"
          loading={pending}
          onClick={onRevoke}
          aria-label={intl.formatMessage({ id: "account.shared.sessions.revokeLabel" }, { device })}
        >
          <FormattedMessage id="account.shared.sessions.revoke" />
        </Button>
      )}
    </li>
  );
}
