import ScrollText from "lucide-react/icons/scroll-text";
import SearchX from "lucide-react/icons/search-x";
import { FormattedMessage } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay";
import { useSearchParams } from "react-router";
import type { auditList_query$key } from "../../__generated__/auditList_query.graphql";
import type { auditListPaginationQuery } from "../../__generated__/auditListPaginationQuery.graphql";
import { DataList } from "../../components/data-list";
import { Button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { TOTAL_COUNT_CAP } from "#shared/pagination/count-caps";
import { AuditEventRow } from "./audit-event-row";
import { activeFilterCount, auditFiltersFromParams } from "./audit-search-params";

const PAGE_SIZE = 20;

const fragment = graphql`
  fragment auditList_query on Query
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
  @refetchable(queryName: "auditListPaginationQuery") {
    auditEvents(
      first: $count
      after: $cursor
      action: $action
      actorId: $actorId
      targetId: $targetId
      from: $from
      to: $to
    )
      @connection(
        key: "auditList_auditEvents"
        filters: ["action", "actorId", "targetId", "from", "to"]
      ) {
      totalCount
      edges {
        node {
          id
          ...auditEventRow_event
        }
      }
    }
  }
`;

export function AuditList({ query }: { query: auditList_query$key }) {
  const [params, setParams] = useSearchParams();
  const filters = auditFiltersFromParams(params);
  const { data, ...pagination } = usePaginationFragment<
    auditListPaginationQuery,
    auditList_query$key
  >(fragment, query);
  const { edges, totalCount } = data.auditEvents;

  return (
    <DataList
      pagination={pagination}
      connection={{ edges, totalCount }}
      pageSize={PAGE_SIZE}
      countCap={TOTAL_COUNT_CAP}
      empty={
        activeFilterCount(filters) > 0 ? (
          <EmptyState
            icon={<SearchX />}
            title={<FormattedMessage id="audit.manager.list.noMatchTitle" />}
            description={<FormattedMessage id="audit.manager.list.noMatchDescription" />}
            action={
              <Button
                variant="secondary"
                onClick={() =>
                  setParams((current) => {
                    const next = new URLSearchParams(current);
                    for (const name of Object.keys(filters)) next.delete(name);
                    return next;
                  })
                }
              >
                <FormattedMessage id="audit.manager.list.clearFilters" />
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={<ScrollText />}
            title={<FormattedMessage id="audit.manager.list.emptyTitle" />}
            description={<FormattedMessage id="audit.manager.list.emptyDescription" />}
          />
        )
      }
    >
      {edges.map(({ node }) => (
        <AuditEventRow key={node.id} event={node} />
      ))}
    </DataList>
  );
}
