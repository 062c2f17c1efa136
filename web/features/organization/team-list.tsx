import Plus from "lucide-react/icons/plus";
import UsersRound from "lucide-react/icons/users-round";
import { useId, useState } from "react";
import { FormattedMessage } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay";
import type { teamList_organization$key } from "../../__generated__/teamList_organization.graphql";
import type { teamListPaginationQuery } from "../../__generated__/teamListPaginationQuery.graphql";
import { DataList } from "../../components/data-list";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { TeamNameDialog } from "./team-name-dialog";
import { TeamRow } from "./team-row";

const PAGE_SIZE = 20;

const fragment = graphql`
  fragment teamList_organization on Organization
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
  @refetchable(queryName: "teamListPaginationQuery") {
    id
    viewerAbilities
    ...teamMemberPicker_organization
    teams(first: $count, after: $cursor) @connection(key: "teamList_teams") {
      __id
      totalCount
      edges {
        node {
          id
          ...teamRow_team
        }
      }
    }
  }
`;

/** The teams by name; admins and owners create, rename and delete them and choose who is on them. */
export function TeamList({ organization }: { organization: teamList_organization$key }) {
  const { data, ...pagination } = usePaginationFragment<
    teamListPaginationQuery,
    teamList_organization$key
  >(fragment, organization);
  const headingId = useId();
  const [creating, setCreating] = useState(false);
  const { edges, totalCount, __id: connectionId } = data.teams;
  const canManage = data.viewerAbilities.includes("MANAGE_TEAMS");

  const createButton = canManage && (
    <Button variant="secondary" onClick={() => setCreating(true)} aria-haspopup="dialog">
      <Plus aria-hidden="true" className="size-4" />
      <FormattedMessage id="organization.app.teams.create" />
    </Button>
  );

  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="font-medium text-zinc-900">
          <FormattedMessage id="organization.app.teams.title" />
        </h2>
        {edges.length > 0 && createButton}
      </div>
      <DataList
        pagination={pagination}
        connection={{ edges, totalCount }}
        pageSize={PAGE_SIZE}
        empty={
          <EmptyState
            icon={<UsersRound />}
            title={<FormattedMessage id="organization.app.teams.emptyTitle" />}
            description={<FormattedMessage id="organization.app.teams.emptyDescription" />}
            action={createButton}
          />
        }
      >
        {edges.map(({ node }) => (
          <TeamRow
            key={node.id}
            team={node}
            organization={data}
            organizationId={data.id}
            connectionId={connectionId}
            canManage={canManage}
          />
        ))}
      </DataList>
      {canManage && (
        <TeamNameDialog
          team={null}
          organizationId={data.id}
          connectionId={connectionId}
          open={creating}
          onClose={() => setCreating(false)}
        />
      )}
    </Card>
  );
}
