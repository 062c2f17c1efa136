import { graphql, usePaginationFragment } from "react-relay";
import type { auditList_query$key } from "../../__generated__/auditList_query.graphql";
import type { auditListPaginationQuery } from "../../__generated__/auditListPaginationQuery.graphql";
import { DataList } from "../../components/data-list";
import { TOTAL_COUNT_CAP } from "#shared/pagination/count-caps";
import { AuditEventRow } from "./audit-event-row";

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
    >
      {edges.map(({ node }) => (
        <AuditEventRow key={node.id} event={node} />
      ))}
    </DataList>
  );
}
