import MonitorSmartphone from "lucide-react/icons/monitor-smartphone";
import { useId, useState } from "react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { graphql, useMutation, usePaginationFragment } from "react-relay";
import type {
  sessionList_user$data,
  sessionList_user$key,
} from "../../__generated__/sessionList_user.graphql";
import type { sessionListPaginationQuery } from "../../__generated__/sessionListPaginationQuery.graphql";
import type { sessionListRevokeMutation } from "../../__generated__/sessionListRevokeMutation.graphql";
import type { sessionListRevokeOthersMutation } from "../../__generated__/sessionListRevokeOthersMutation.graphql";
import { ConfirmDialog, refusalText } from "../../components/confirm-dialog";
import { DataList } from "../../components/data-list";
import { toast } from "../../components/toast";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { ErrorText } from "../../components/ui/error-text";
import { adjustTotalCount } from "../../relay/connections";
import { commitMutation } from "../../relay/mutation";

const PAGE_SIZE = 10;

// The rows' fields are read here rather than in a row fragment: the manager's user page
// already nests fragments, and one more level passes the API's depth limit (graphql-armor
// counts fragment spreads as levels).
const fragment = graphql`
  fragment sessionList_user on User
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
  @refetchable(queryName: "sessionListPaginationQuery") {
    id
    sessions(first: $count, after: $cursor) @connection(key: "sessionList_sessions") {
      __id
      totalCount
      edges {
        node {
          id
          device
          mobile
          current
          impersonated
          ipAddress
          createdAt
          updatedAt
          expiresAt
        }
      }
    }
  }
`;

const revokeMutation = graphql`
  mutation sessionListRevokeMutation($input: RevokeSessionInput!, $connections: [ID!]!) {
    revokeSession(input: $input) {
      revokedSessionId @deleteEdge(connections: $connections)
    }
  }
`;

// The payload reads the list again from its first page, which replaces the connection. The
// manager's "revoke all" is in the user's danger zone (features/user/user-danger-zone.tsx).
const revokeOthersMutation = graphql`
  mutation sessionListRevokeOthersMutation {
    revoked: revokeOtherSessions {
      revokedCount
      viewer {
        ...sessionList_user
      }
    }
  }
`;

// The texts that differ between the account and the manager, by message-id prefix.
type Texts = "account.shared.sessions" | "user.manager.sessions";

type SessionListProps = {
  user: sessionList_user$key;
  /** The manager's view of a user's sessions, rather than one's own on the account page. */
  manage?: boolean;
};

/** A user's signed-in devices, newest first: one's own (account page) or any (manager). */
export function SessionList({ user, manage = false }: SessionListProps) {
  const intl = useIntl();
  const { data, ...pagination } = usePaginationFragment<
    sessionListPaginationQuery,
    sessionList_user$key
  >(fragment, user);
  const { edges, totalCount, __id: connectionId } = data.sessions;
  const [commitRevoke] = useMutation<sessionListRevokeMutation>(revokeMutation);
  const [commitRevokeOthers] = useMutation<sessionListRevokeOthersMutation>(revokeOthersMutation);
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const headingId = useId();
  const texts: Texts = manage ? "user.manager.sessions" : "account.shared.sessions";
  const failed = () => intl.formatMessage({ id: `${texts}.revokeError` });
  const hasOthers = !manage && totalCount > edges.filter((edge) => edge.node.current).length;

  async function revoke(id: string) {
    setPending(id);
    setError(null);
    const result = await commitMutation(commitRevoke, {
      variables: { input: { id }, connections: [connectionId] },
      updater: (store, response) => {
        if (!response?.revokeSession) return;
        adjustTotalCount(store, connectionId, -1);
        // In the manager, the user's Activity fetches the new entry (user-activity.tsx).
        if (manage) store.get(data.id)?.invalidateRecord();
      },
    });
    setPending(null);
    if (!result.ok) return setError(refusalText(result.error, failed()) ?? null);
    toast.success(intl.formatMessage({ id: "account.shared.sessions.revoked" }));
  }

  async function revokeOthers() {
    const result = await commitMutation(commitRevokeOthers, { variables: {} });
    if (!result.ok) return refusalText(result.error, failed());
    const count = result.value.revoked.revokedCount;
    toast.success(intl.formatMessage({ id: "account.shared.sessions.revokedAll" }, { count }));
  }

  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-medium text-zinc-900">
            <FormattedMessage id={`${texts}.title`} />
          </h2>
          {!manage && (
            <p className="mt-1 text-sm text-zinc-600">
              <FormattedMessage id="account.shared.sessions.description" />
            </p>
          )}
        </div>
        {hasOthers && (
          <Button
            variant="secondary"
            disabled={pending !== null}
            onClick={() => setConfirmOpen(true)}
          >
            <FormattedMessage id="account.shared.sessions.revokeAll" />
          </Button>
        )}
      </div>
      <DataList
        pagination={pagination}
        connection={{ edges, totalCount }}
        pageSize={PAGE_SIZE}
        empty={
          // Only the manager sees it: one's own list always holds this device.
          <EmptyState
            icon={<MonitorSmartphone />}
            title={<FormattedMessage id="account.shared.sessions.empty" />}
            description={<FormattedMessage id="user.manager.sessions.emptyDescription" />}
          />
        }
      >
        {edges.map(({ node }) => (
          <SessionRow
            key={node.id}
            session={node}
            texts={texts}
            pending={pending === node.id}
            disabled={pending !== null}
            onRevoke={() => void revoke(node.id)}
          />
        ))}
      </DataList>
      <ErrorText>{error}</ErrorText>
      <ConfirmDialog
        open={confirmOpen}
        variant="danger"
        description={<FormattedMessage id="account.shared.sessions.revokeAllDescription" />}
        confirmLabel={<FormattedMessage id="account.shared.sessions.revokeAllConfirm" />}
        onClose={() => setConfirmOpen(false)}
        onConfirm={revokeOthers}
      />
    </Card>
  );
}

type SessionRowProps = {
  session: sessionList_user$data["sessions"]["edges"][number]["node"];
  texts: Texts;
  pending: boolean;
  disabled: boolean;
  onRevoke: () => void;
};

/** One signed-in device: browser and system, its dates and address; revoke unless it is this one. */
function SessionRow({ session, texts, pending, disabled, onRevoke }: SessionRowProps) {
  const intl = useIntl();
  const device =
    session.device ?? intl.formatMessage({ id: "account.shared.sessions.unknownDevice" });
  const date = (value: string) => (
    <FormattedDate value={value} dateStyle="medium" timeStyle="short" />
  );
  const tag = "text-xs font-normal text-zinc-600";

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-zinc-900">
          <bdi>{device}</bdi>
          {session.mobile && (
            <span className={tag}>
              <FormattedMessage id="account.shared.sessions.mobile" />
            </span>
          )}
          {session.impersonated && (
            <span className={tag}>
              <FormattedMessage id="account.shared.sessions.impersonated" />
            </span>
          )}
          {session.current && (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">
              <FormattedMessage id="account.shared.sessions.current" />
            </span>
          )}
        </p>
        <p className="mt-1 text-sm text-zinc-600">
          <FormattedMessage
            id="account.shared.sessions.dates"
            values={{
              created: date(session.createdAt),
              active: date(session.updatedAt),
              expires: <FormattedDate value={session.expiresAt} dateStyle="medium" />,
            }}
          />
          {session.ipAddress && (
            <>
              {" · "}
              <bdi>{session.ipAddress}</bdi>
            </>
          )}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          size="sm"
          loading={pending}
          disabled={disabled}
          onClick={onRevoke}
          aria-label={intl.formatMessage({ id: `${texts}.revokeLabel` }, { device })}
        >
          <FormattedMessage id="account.shared.sessions.revoke" />
        </Button>
      )}
    </li>
  );
}
