import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay";
import type { userSessions_user$key } from "../../__generated__/userSessions_user.graphql";
import type { userSessionsPaginationQuery } from "../../__generated__/userSessionsPaginationQuery.graphql";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { DataList } from "../../components/data-list";
import { Button } from "../../components/ui/button";
import { ErrorText } from "../../components/ui/error-text";
import { useSessionRevoking } from "../account/use-session-revoking";
import { UserSection } from "./user-section";
import { UserSessionRow } from "./user-session-row";
import { useRevokeUserSessionsMutation } from "./use-revoke-user-sessions-mutation";

const PAGE_SIZE = 10;

// The rows' fields are read here rather than in a row fragment: the user page already nests
// two fragments, and one more level passes the API's depth limit (DOCUMENT_LIMITS in yoga.ts,
// where graphql-armor counts fragment spreads as levels).
const fragment = graphql`
  fragment userSessions_user on User
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
  @refetchable(queryName: "userSessionsPaginationQuery") {
    id
    sessions(first: $count, after: $cursor) @connection(key: "userSessions_sessions") {
      __id
      totalCount
      edges {
        node {
          id
          # eslint-disable-next-line relay/unused-fields -- UserSessionRow reads the node
          device
          # eslint-disable-next-line relay/unused-fields -- UserSessionRow reads the node
          ipAddress
          # eslint-disable-next-line relay/unused-fields -- UserSessionRow reads the node
          createdAt
          # eslint-disable-next-line relay/unused-fields -- UserSessionRow reads the node
          expiresAt
          # eslint-disable-next-line relay/unused-fields -- UserSessionRow reads the node
          impersonated
        }
      }
    }
  }
`;

/** A user's active sessions in the manager: revoke one, or all after confirming. */
export function UserSessions({ user, name }: { user: userSessions_user$key; name: string }) {
  const { data, ...pagination } = usePaginationFragment<
    userSessionsPaginationQuery,
    userSessions_user$key
  >(fragment, user);
  const { edges, totalCount, __id: connectionId } = data.sessions;
  const [revokeAll, revokingAll] = useRevokeUserSessionsMutation();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const { pending, error, revokeOne, confirmRevokeAll } = useSessionRevoking(
    connectionId,
    async () => {
      const result = await revokeAll(data.id);
      return result.ok ? { ok: true, value: result.value.revokeUserSessions.revokedCount } : result;
    },
    {
      revoked: "user.manager.sessions.revoked",
      revokedAll: "user.manager.sessions.revokedAll",
      failed: "auth.errorCodes.UNKNOWN_ERROR",
    },
  );

  return (
    <UserSection title="user.manager.sessions.title">
      {edges.length === 0 ? (
        <p className="text-sm text-zinc-600">
          <FormattedMessage id="user.manager.sessions.empty" />
        </p>
      ) : (
        <DataList pagination={pagination} connection={{ edges, totalCount }} pageSize={PAGE_SIZE}>
          {edges.map(({ node }) => (
            <UserSessionRow
              key={node.id}
              session={node}
              pending={pending === node.id}
              disabled={pending !== null || revokingAll}
              onRevoke={() => void revokeOne(node.id)}
            />
          ))}
        </DataList>
      )}
      {totalCount > 0 && (
        <Button
          variant="danger"
          className="w-fit"
          disabled={pending !== null}
          onClick={() => setConfirmOpen(true)}
        >
          <FormattedMessage id="user.manager.sessions.revokeAll" />
        </Button>
      )}
      <ErrorText>{error}</ErrorText>
      <ConfirmDialog
        open={confirmOpen}
        variant="danger"
        description={
          <FormattedMessage id="user.manager.sessions.revokeAllDescription" values={{ name }} />
        }
        confirmLabel={<FormattedMessage id="user.manager.sessions.revokeAllConfirm" />}
        onClose={() => setConfirmOpen(false)}
        onConfirm={confirmRevokeAll}
      />
    </UserSection>
  );
}
