import UsersRound from "lucide-react/icons/users-round";
import { FormattedMessage } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay";
import type { managerOrganizationTeams_organization$key } from "../../__generated__/managerOrganizationTeams_organization.graphql";
import type { managerOrganizationTeamsPaginationQuery } from "../../__generated__/managerOrganizationTeamsPaginationQuery.graphql";
import { ManagerOrganizationSection } from "./manager-organization-section";

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
          memberCount
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
  const { edges, totalCount } = data.teams;
  return (
    <ManagerOrganizationSection
      title="organization.manager.teams.title"
      empty={{ icon: <UsersRound />, title: "organization.manager.teams.empty" }}
      pagination={pagination}
      connection={{ edges, totalCount }}
    >
      {edges.map(({ node }) => (
        <li key={node.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
          <bdi className="min-w-0 truncate font-medium text-zinc-900">{node.name}</bdi>
          <span className="text-sm text-zinc-600">
            <FormattedMessage
              id="organization.manager.teams.memberCount"
              values={{ count: node.memberCount }}
            />
          </span>
        </li>
      ))}
    </ManagerOrganizationSection>
  );
}
