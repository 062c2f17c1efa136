import Building2 from "lucide-react/icons/building-2";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay";
import type { managerOrganizationList_query$key } from "../../__generated__/managerOrganizationList_query.graphql";
import type { managerOrganizationListPaginationQuery } from "../../__generated__/managerOrganizationListPaginationQuery.graphql";
import { DataList } from "../../components/data-list";
import { DataTable, type DataTableParts } from "../../components/data-table";
import { SortHeader } from "../../components/sort-header";
import { EmptyState } from "../../components/ui/empty-state";
import { countCap } from "#shared/pagination/count-caps";
import { ManagerOrganizationRow } from "./manager-organization-row";
import {
  MANAGER_ORGANIZATION_COLUMNS,
  MANAGER_ORGANIZATION_SORT,
} from "./manager-organization-sort";

const PAGE_SIZE = 20;

const fragment = graphql`
  fragment managerOrganizationList_query on Query
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 20 }
    cursor: { type: "String" }
    searchTerm: { type: "String" }
    orderBy: { type: "OrganizationOrder" }
  )
  @refetchable(queryName: "managerOrganizationListPaginationQuery") {
    organizations(first: $count, after: $cursor, searchTerm: $searchTerm, orderBy: $orderBy)
      @connection(
        key: "managerOrganizationList_organizations"
        filters: ["searchTerm", "orderBy"]
      ) {
      totalCount
      edges {
        node {
          id
          ...managerOrganizationRow_organization
        }
      }
    }
  }
`;

type Props = {
  query: managerOrganizationList_query$key;
  searchTerm: string;
  onClearSearch: () => void;
};

/** Every organization, a page at a time; the name opens one. */
export function ManagerOrganizationList({ query, searchTerm, onClearSearch }: Props) {
  const { data, ...pagination } = usePaginationFragment<
    managerOrganizationListPaginationQuery,
    managerOrganizationList_query$key
  >(fragment, query);
  const { edges, totalCount } = data.organizations;
  return (
    <DataList
      pagination={pagination}
      connection={{ edges, totalCount }}
      pageSize={PAGE_SIZE}
      countCap={countCap(searchTerm)}
      searchTerm={searchTerm}
      onClearSearch={onClearSearch}
      empty={
        <EmptyState
          icon={<Building2 />}
          title={<FormattedMessage id="organization.manager.list.emptyTitle" />}
          description={<FormattedMessage id="organization.manager.list.emptyDescription" />}
        />
      }
      table={useOrganizationTable()}
    >
      {edges.map(({ node }) => (
        <ManagerOrganizationRow key={node.id} organization={node} />
      ))}
    </DataList>
  );
}

/** The headers and skeleton rows while the page query loads. */
export function ManagerOrganizationListSkeleton() {
  return <DataTable {...useOrganizationTable()} loadingRows={8} />;
}

function useOrganizationTable(): DataTableParts {
  const intl = useIntl();
  const spec = MANAGER_ORGANIZATION_SORT;
  return {
    label: intl.formatMessage({ id: "organization.manager.list.title" }),
    columns: MANAGER_ORGANIZATION_COLUMNS,
    header: (
      <>
        <SortHeader spec={spec} column="name" className="min-w-0">
          {intl.formatMessage({ id: "organization.manager.list.name" })}
        </SortHeader>
        <SortHeader spec={spec} column="slug" className="min-w-0">
          {intl.formatMessage({ id: "organization.manager.list.slug" })}
        </SortHeader>
        <SortHeader spec={spec} column="created" className="min-w-0">
          {intl.formatMessage({ id: "organization.manager.list.created" })}
        </SortHeader>
      </>
    ),
    skeletonCells: [["h-4 w-2/3"], ["h-3 w-1/2"], ["h-3 w-16"]],
  };
}
