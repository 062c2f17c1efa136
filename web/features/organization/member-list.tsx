import UserPlus from "lucide-react/icons/user-plus";
import { useId, useState } from "react";
import { FormattedMessage } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay";
import type { memberList_organization$key } from "../../__generated__/memberList_organization.graphql";
import type { memberListPaginationQuery } from "../../__generated__/memberListPaginationQuery.graphql";
import { DataList } from "../../components/data-list";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { InviteDialog } from "./invite-dialog";
import { MemberRow } from "./member-row";

const PAGE_SIZE = 20;

const fragment = graphql`
  fragment memberList_organization on Organization
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
  @refetchable(queryName: "memberListPaginationQuery") {
    id
    viewerAbilities
    members(first: $count, after: $cursor) @connection(key: "memberList_members") {
      __id
      totalCount
      edges {
        node {
          id
          ...memberRow_member
        }
      }
    }
  }
`;

/** The members, their roles, and for admins and owners: invite, change a role, remove. */
export function MemberList({ organization }: { organization: memberList_organization$key }) {
  const { data, ...pagination } = usePaginationFragment<
    memberListPaginationQuery,
    memberList_organization$key
  >(fragment, organization);
  const headingId = useId();
  const [inviting, setInviting] = useState(false);
  const { edges, totalCount, __id: connectionId } = data.members;
  const canInvite = data.viewerAbilities.includes("INVITE");
  const canManage = data.viewerAbilities.includes("MANAGE_MEMBERS");

  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="font-medium text-zinc-900">
          <FormattedMessage id="organization.app.members.title" />
        </h2>
        {canInvite && (
          <Button onClick={() => setInviting(true)} aria-haspopup="dialog">
            <UserPlus aria-hidden="true" className="size-4" />
            <FormattedMessage id="organization.app.invite.open" />
          </Button>
        )}
      </div>
      <DataList
        pagination={pagination}
        connection={{ edges, totalCount }}
        pageSize={PAGE_SIZE}
        empty={null}
      >
        {edges.map(({ node }) => (
          <MemberRow
            key={node.id}
            member={node}
            organizationId={data.id}
            connectionId={connectionId}
            canManage={canManage}
          />
        ))}
      </DataList>
      {canInvite && (
        <InviteDialog organizationId={data.id} open={inviting} onClose={() => setInviting(false)} />
      )}
    </Card>
  );
}
