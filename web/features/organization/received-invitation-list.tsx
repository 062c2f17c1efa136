import { useId } from "react";
import { FormattedMessage } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay";
import type { receivedInvitationList_user$key } from "../../__generated__/receivedInvitationList_user.graphql";
import type { receivedInvitationListPaginationQuery } from "../../__generated__/receivedInvitationListPaginationQuery.graphql";
import { DataList } from "../../components/data-list";
import { Card } from "../../components/ui/card";
import { ReceivedInvitationRow } from "./received-invitation-row";

const PAGE_SIZE = 10;

const fragment = graphql`
  fragment receivedInvitationList_user on User
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
  @refetchable(queryName: "receivedInvitationListPaginationQuery") {
    invitations(first: $count, after: $cursor)
      @connection(key: "receivedInvitationList_invitations") {
      __id
      edges {
        node {
          id
          ...receivedInvitationRow_invitation
        }
      }
    }
  }
`;

/** Invitations to the viewer's address still open to an answer; absent when there are none. */
export function ReceivedInvitationList({ user }: { user: receivedInvitationList_user$key }) {
  const { data, ...pagination } = usePaginationFragment<
    receivedInvitationListPaginationQuery,
    receivedInvitationList_user$key
  >(fragment, user);
  const headingId = useId();
  const { edges, __id: connectionId } = data.invitations;
  if (edges.length === 0) return null;

  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h2 id={headingId} className="font-medium text-zinc-900">
          <FormattedMessage id="organization.app.received.title" />
        </h2>
        <p className="mt-1 text-sm text-zinc-600">
          <FormattedMessage id="organization.app.received.description" />
        </p>
      </div>
      <DataList pagination={pagination} connection={{ edges }} pageSize={PAGE_SIZE} empty={null}>
        {edges.map(({ node }) => (
          <ReceivedInvitationRow key={node.id} invitation={node} connectionId={connectionId} />
        ))}
      </DataList>
    </Card>
  );
}
