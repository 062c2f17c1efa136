import Building2 from "lucide-react/icons/building-2";
import Plus from "lucide-react/icons/plus";
import { useId, useState } from "react";
import { FormattedMessage } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay";
import type { organizationList_user$key } from "../../__generated__/organizationList_user.graphql";
import type { organizationListPaginationQuery } from "../../__generated__/organizationListPaginationQuery.graphql";
import { DataList } from "../../components/data-list";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { OrganizationCreateDialog } from "./organization-create-dialog";
import { OrganizationRow } from "./organization-row";

const PAGE_SIZE = 20;

const fragment = graphql`
  fragment organizationList_user on User
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
  @refetchable(queryName: "organizationListPaginationQuery") {
    organizations(first: $count, after: $cursor)
      @connection(key: "organizationList_organizations") {
      __id
      totalCount
      edges {
        node {
          id
          ...organizationRow_organization
        }
      }
    }
  }
`;

/** The viewer's organizations by name, with their role in each, and creating one. */
export function OrganizationList({ user }: { user: organizationList_user$key }) {
  const { data, ...pagination } = usePaginationFragment<
    organizationListPaginationQuery,
    organizationList_user$key
  >(fragment, user);
  const headingId = useId();
  const [creating, setCreating] = useState(false);
  const { edges, totalCount, __id: connectionId } = data.organizations;

  const createButton = (
    <Button onClick={() => setCreating(true)} aria-haspopup="dialog">
      <Plus aria-hidden="true" className="size-4" />
      <FormattedMessage id="organization.app.create.open" />
    </Button>
  );

  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="font-medium text-zinc-900">
          <FormattedMessage id="organization.app.list.yours" />
        </h2>
        {edges.length > 0 && createButton}
      </div>
      <DataList
        pagination={pagination}
        connection={{ edges, totalCount }}
        pageSize={PAGE_SIZE}
        empty={
          <EmptyState
            icon={<Building2 />}
            title={<FormattedMessage id="organization.app.list.emptyTitle" />}
            description={<FormattedMessage id="organization.app.list.emptyDescription" />}
            action={createButton}
          />
        }
      >
        {edges.map(({ node }) => (
          <OrganizationRow key={node.id} organization={node} />
        ))}
      </DataList>
      <OrganizationCreateDialog
        connectionId={connectionId}
        open={creating}
        onClose={() => setCreating(false)}
      />
    </Card>
  );
}
