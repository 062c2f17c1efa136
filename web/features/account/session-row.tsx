import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { sessionRow_session$key } from "../../__generated__/sessionRow_session.graphql";
import { Button } from "../../components/ui/button";

const fragment = graphql`
  fragment sessionRow_session on Session {
    device
    mobile
    current
    ipAddress
    createdAt
    updatedAt
  }
`;

type SessionRowProps = {
  session: sessionRow_session$key;
  pending: boolean;
  onRevoke: () => void;
};

/** One signed-in device: browser and system, when it signed in and was last active. */
export function SessionRow({ session, pending, onRevoke }: SessionRowProps) {
  const intl = useIntl();
  const data = useFragment(fragment, session);
  const device = data.device ?? intl.formatMessage({ id: "account.shared.sessions.unknownDevice" });
  const date = (value: string) => (
    <FormattedDate value={value} dateStyle="medium" timeStyle="short" />
  );

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-zinc-900">
          <bdi>{device}</bdi>
          {data.mobile && (
            <span className="text-xs font-normal text-zinc-600">
              <FormattedMessage id="account.shared.sessions.mobile" />
            </span>
          )}
          {data.current && (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">
              <FormattedMessage id="account.shared.sessions.current" />
            </span>
          )}
        </p>
        <p className="mt-1 text-sm text-zinc-600">
          <FormattedMessage
            id="account.shared.sessions.dates"
            values={{ created: date(data.createdAt), active: date(data.updatedAt) }}
          />
          {data.ipAddress && (
            <>
              {" · "}
              <bdi>{data.ipAddress}</bdi>
            </>
          )}
        </p>
      </div>
      {!data.current && (
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
