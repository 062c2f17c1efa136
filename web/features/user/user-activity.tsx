import { startTransition } from "react";
import { FormattedMessage } from "react-intl";
import { graphql, usePaginationFragment, useSubscribeToInvalidationState } from "react-relay";
import type { userActivity_user$key } from "../../__generated__/userActivity_user.graphql";
import type { userActivityPaginationQuery } from "../../__generated__/userActivityPaginationQuery.graphql";
import { DataList } from "../../components/data-list";
import { EmptyState } from "../../components/ui/empty-state";
import { TOTAL_COUNT_CAP } from "#shared/pagination/count-caps";
import { AuditEventRow } from "../audit/audit-event-row";
import { UserSection } from "./user-section";

const PAGE_SIZE = 10;

const fragment = graphql`
  fragment userActivity_user on User
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
  @refetchable(queryName: "userActivityPaginationQuery") {
    id
    auditEvents(first: $count, after: $cursor) @connection(key: "userActivity_auditEvents") {
      totalCount
      edges {
        node {
          id
          ...auditEventRow_event
        }
      }
    }
  }
`;

/**
 * The user's audit history: what they did and what was done to them, newest first. A mutation
 * on this page marks the user stale (ban, unban, sign-outs, role change): the list then reads
 * its first page again, so the new entry shows at the top without a reload (docs/decisions/097).
 */
export function UserActivity({ user }: { user: userActivity_user$key }) {
  const { data, ...pagination } = usePaginationFragment<
    userActivityPaginationQuery,
    userActivity_user$key
  >(fragment, user);
  const { edges, totalCount } = data.auditEvents;
  // In a transition: the rows stay on screen while the new page loads, instead of a fallback.
  useSubscribeToInvalidationState([data.id], () =>
    startTransition(() => {
      pagination.refetch({}, { fetchPolicy: "network-only" });
    }),
  );

  return (
    <UserSection title="user.manager.activity.title">
      <DataList
        pagination={pagination}
        connection={{ edges, totalCount }}
        pageSize={PAGE_SIZE}
        countCap={TOTAL_COUNT_CAP}
        empty={
          <EmptyState
            title={<FormattedMessage id="user.manager.activity.emptyTitle" />}
            description={<FormattedMessage id="user.manager.activity.emptyDescription" />}
          />
        }
      >
        {edges.map(({ node }) => (
          <AuditEventRow key={node.id} event={node} />
        ))}
      </DataList>
    </UserSection>
  );
}
