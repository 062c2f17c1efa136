import { FormattedMessage } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay";
import type { userSessions_user$key } from "../../__generated__/userSessions_user.graphql";
import type { userSessionsPaginationQuery } from "../../__generated__/userSessionsPaginationQuery.graphql";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { DataList } from "../../components/data-list";
import { useDataListPaging } from "../../components/use-data-list-paging";
import { Button } from "../../components/ui/button";
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
  const paging = useDataListPaging(pagination, { edges, totalCount }, PAGE_SIZE);
  const [revokeAll, revokingAll] = useRevokeUserSessionsMutation();
  const {
    pending,
    error,
    confirmOpen,
    openConfirm,
    closeConfirm,
    confirmError,
    revokeOne,
    confirmRevokeAll,
  } = useSessionRevoking(
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
      {edges.length === 0 && !paging.error ? (
        <p className="text-sm text-zinc-600">
          <FormattedMessage id="user.manager.sessions.empty" />
        </p>
      ) : (
        <DataList {...paging}>
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
          onClick={openConfirm}
        >
          <FormattedMessage id="user.manager.sessions.revokeAll" />
        </Button>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={confirmOpen}
        variant="danger"
        pending={revokingAll}
        description={
          <FormattedMessage id="user.manager.sessions.revokeAllDescription" values={{ name }} />
        }
        confirmLabel={<FormattedMessage id="user.manager.sessions.revokeAllConfirm" />}
        error={confirmError}
        onCancel={closeConfirm}
        onConfirm={() => void confirmRevokeAll()}
      />
    </UserSection>
  );
}
