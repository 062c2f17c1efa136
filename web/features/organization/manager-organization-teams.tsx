import UsersRound from "lucide-react/icons/users-round";
import { useId } from "react";
import { FormattedMessage } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay";
import type { managerOrganizationTeams_organization$key } from "../../__generated__/managerOrganizationTeams_organization.graphql";
import type { managerOrganizationTeamsPaginationQuery } from "../../__generated__/managerOrganizationTeamsPaginationQuery.graphql";
import { DataList } from "../../components/data-list";
import { Card } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";

const PAGE_SIZE = 20;

const fragment = graphql`
  fragment managerOrganizationTeams_organization on Organization
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
  @refetchable(queryName: "managerOrganizationTeamsPaginationQuery") {
    teams(first: $count, after: $cursor) @connection(key: "managerOrganizationTeams_teams") {
      totalCount
      edges {
        node {
          id
          name
          members(first: 1) {
            totalCount
          }
        }
      }
    }
  }
`;

/** The organization's teams, by name, with how many members each has. */
export function ManagerOrganizationTeams(props: {
  organization: managerOrganizationTeams_organization$key;
}) {
  const { data, ...pagination } = usePaginationFragment<
    managerOrganizationTeamsPaginationQuery,
    managerOrganizationTeams_organization$key
  >(fragment, props.organization);
  const headingId = useId();
  const { edges, totalCount } = data.teams;
  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="font-medium text-zinc-900">
        <FormattedMessage id="organization.manager.teams.title" values={{ count: totalCount }} />
      </h2>
      <DataList
        pagination={pagination}
        connection={{ edges, totalCount }}
        pageSize={PAGE_SIZE}
        empty={
          <EmptyState
            icon={<UsersRound />}
            title={<FormattedMessage id="organization.manager.teams.empty" />}
          />
        }
      >
        {edges.map(({ node }) => (
          <li key={node.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <bdi className="min-w-0 truncate font-medium text-zinc-900">{node.name}</bdi>
            <span className="text-sm text-zinc-600">
              <FormattedMessage
                id="organization.manager.teams.memberCount"
                values={{ count: node.members.totalCount }}
              />
            </span>
          </li>
        ))}
      </DataList>
    </Card>
  );
}
