import { useId, useState } from "react";
import { FormattedMessage } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay";
import type { accountSessions_user$key } from "../../__generated__/accountSessions_user.graphql";
import type { accountSessionsPaginationQuery } from "../../__generated__/accountSessionsPaginationQuery.graphql";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { DataList } from "../../components/data-list";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ErrorText } from "../../components/ui/error-text";
import { SessionRow } from "./session-row";
import { useRevokeOtherSessionsMutation } from "./use-revoke-other-sessions-mutation";
import { useSessionRevoking } from "./use-session-revoking";

const PAGE_SIZE = 10;

const fragment = graphql`
  fragment accountSessions_user on User
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
  @refetchable(queryName: "accountSessionsPaginationQuery") {
    sessions(first: $count, after: $cursor) @connection(key: "accountSessions_sessions") {
      __id
      totalCount
      edges {
        node {
          id
          current
          ...sessionRow_session
        }
      }
    }
  }
`;

/** The viewer's signed-in devices, newest first; revoke one, or all but this one. */
export function AccountSessions({ user }: { user: accountSessions_user$key }) {
  const { data, ...pagination } = usePaginationFragment<
    accountSessionsPaginationQuery,
    accountSessions_user$key
  >(fragment, user);
  const { edges, totalCount, __id: connectionId } = data.sessions;
  const [revokeOthers] = useRevokeOtherSessionsMutation();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const { pending, error, revokeOne, confirmRevokeAll } = useSessionRevoking(
    connectionId,
    async () => {
      const result = await revokeOthers();
      return result.ok
        ? { ok: true, value: result.value.revokeOtherSessions.revokedCount }
        : result;
    },
    {
      revoked: "account.shared.sessions.revoked",
      revokedAll: "account.shared.sessions.revokedOthers",
      failed: "account.shared.sessions.revokeError",
    },
  );
  const headingId = useId();
  const hasOthers = totalCount > edges.filter((edge) => edge.node.current).length;

  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-medium text-zinc-900">
            <FormattedMessage id="account.shared.sessions.title" />
          </h2>
          <p className="mt-1 text-sm text-zinc-600">
            <FormattedMessage id="account.shared.sessions.description" />
          </p>
        </div>
        {hasOthers && (
          <Button variant="secondary" onClick={() => setConfirmOpen(true)}>
            <FormattedMessage id="account.shared.sessions.revokeOthers" />
          </Button>
        )}
      </div>
      <DataList pagination={pagination} connection={{ edges, totalCount }} pageSize={PAGE_SIZE}>
        {edges.map(({ node }) => (
          <SessionRow
            key={node.id}
            session={node}
            pending={pending === node.id}
            onRevoke={() => void revokeOne(node.id)}
          />
        ))}
      </DataList>
      <ErrorText>{error}</ErrorText>
      <ConfirmDialog
        open={confirmOpen}
        variant="danger"
        description={<FormattedMessage id="account.shared.sessions.revokeOthersDescription" />}
        confirmLabel={<FormattedMessage id="account.shared.sessions.revokeOthersConfirm" />}
        onClose={() => setConfirmOpen(false)}
        onConfirm={confirmRevokeAll}
      />
    </Card>
  );
}
