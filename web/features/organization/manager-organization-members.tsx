import Users from "lucide-react/icons/users";
import { graphql, usePaginationFragment } from "react-relay";
import type { managerOrganizationMembers_organization$key } from "../../__generated__/managerOrganizationMembers_organization.graphql";
import type { managerOrganizationMembersPaginationQuery } from "../../__generated__/managerOrganizationMembersPaginationQuery.graphql";
import { ManagerOrganizationSection } from "./manager-organization-section";
import { OrganizationRoleName } from "./organization-role-name";

const fragment = graphql`
  fragment managerOrganizationMembers_organization on Organization
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
  @refetchable(queryName: "managerOrganizationMembersPaginationQuery") {
    members(first: $count, after: $cursor) @connection(key: "managerOrganizationMembers_members") {
      totalCount
      edges {
        node {
          id
          name
          email
          role
        }
      }
    }
  }
`;

/** Who belongs to the organization, earliest first, with their tier. */
export function ManagerOrganizationMembers(props: {
  organization: managerOrganizationMembers_organization$key;
}) {
  const { data, ...pagination } = usePaginationFragment<
    managerOrganizationMembersPaginationQuery,
    managerOrganizationMembers_organization$key
  >(fragment, props.organization);
  const { edges, totalCount } = data.members;
  return (
    <ManagerOrganizationSection
      title="organization.manager.members.title"
      empty={{ icon: <Users />, title: "organization.manager.members.empty" }}
      pagination={pagination}
      connection={{ edges, totalCount }}
    >
      {edges.map(({ node }) => (
        <li key={node.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
          <span className="min-w-0">
            <bdi className="block truncate font-medium text-zinc-900">{node.name}</bdi>
            <bdi dir="ltr" className="block truncate text-sm text-zinc-600">
              {node.email}
            </bdi>
          </span>
          <span className="text-sm text-zinc-700">
            <OrganizationRoleName role={node.role} />
          </span>
        </li>
      ))}
    </ManagerOrganizationSection>
  );
}
