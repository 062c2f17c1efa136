import { FormattedDate } from "react-intl";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { managerOrganizationRow_organization$key } from "../../__generated__/managerOrganizationRow_organization.graphql";
import { stretchedLinkClassName, tappableRowClassName } from "../../components/data-table";
import { MANAGER_ORGANIZATION_COLUMNS } from "./manager-organization-sort";
import { managerOrganizationPath } from "./organization-paths";

const fragment = graphql`
  fragment managerOrganizationRow_organization on Organization {
    id
    name
    slug
    createdAt
  }
`;

/** The name opens the organization (the whole row on phones). */
export function ManagerOrganizationRow(props: {
  organization: managerOrganizationRow_organization$key;
}) {
  const data = useFragment(fragment, props.organization);
  return (
    <div role="row" className={tappableRowClassName(MANAGER_ORGANIZATION_COLUMNS)}>
      <div role="cell" className="min-w-0">
        <Link
          to={managerOrganizationPath(data.id)}
          dir="auto"
          className={`block w-fit max-w-full truncate rounded font-medium text-zinc-900 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-zinc-900 ${stretchedLinkClassName}`}
        >
          {data.name}
        </Link>
      </div>
      <div role="cell" className="min-w-0">
        <bdi dir="ltr" className="block w-fit max-w-full truncate text-sm text-zinc-600">
          {data.slug}
        </bdi>
      </div>
      <div role="cell" className="text-sm text-zinc-600">
        <FormattedDate value={data.createdAt} dateStyle="medium" />
      </div>
    </div>
  );
}
