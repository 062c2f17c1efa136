import MailPlus from "lucide-react/icons/mail-plus";
import { useId, useState } from "react";
import { FormattedMessage } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay";
import type { invitationList_organization$key } from "../../__generated__/invitationList_organization.graphql";
import type { invitationListPaginationQuery } from "../../__generated__/invitationListPaginationQuery.graphql";
import { DataList } from "../../components/data-list";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { InviteDialog } from "./invite-dialog";
import { InvitationRow } from "./invitation-row";

const PAGE_SIZE = 20;

const fragment = graphql`
  fragment invitationList_organization on Organization
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
  @refetchable(queryName: "invitationListPaginationQuery") {
    id
    invitations(first: $count, after: $cursor) @connection(key: "invitationList_invitations") {
      __id
      totalCount
      edges {
        node {
          id
          ...invitationRow_invitation
        }
      }
    }
  }
`;

/** Unanswered invitations, newest first, expired ones said so; resend or cancel each. */
export function InvitationList({
  organization,
}: {
  organization: invitationList_organization$key;
}) {
  const { data, ...pagination } = usePaginationFragment<
    invitationListPaginationQuery,
    invitationList_organization$key
  >(fragment, organization);
  const headingId = useId();
  const [inviting, setInviting] = useState(false);
  const { edges, totalCount, __id: connectionId } = data.invitations;

  const inviteButton = (
    <Button onClick={() => setInviting(true)} aria-haspopup="dialog">
      <MailPlus aria-hidden="true" className="size-4" />
      <FormattedMessage id="organization.app.invite.open" />
    </Button>
  );

  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="font-medium text-zinc-900">
          <FormattedMessage id="organization.app.invitations.title" />
        </h2>
        {edges.length > 0 && inviteButton}
      </div>
      <DataList
        pagination={pagination}
        connection={{ edges, totalCount }}
        pageSize={PAGE_SIZE}
        empty={
          <EmptyState
            icon={<MailPlus />}
            title={<FormattedMessage id="organization.app.invitations.emptyTitle" />}
            description={<FormattedMessage id="organization.app.invitations.emptyDescription" />}
            action={inviteButton}
          />
        }
      >
        {edges.map(({ node }) => (
          <InvitationRow key={node.id} invitation={node} connectionId={connectionId} />
        ))}
      </DataList>
      <InviteDialog organizationId={data.id} open={inviting} onClose={() => setInviting(false)} />
    </Card>
  );
}
