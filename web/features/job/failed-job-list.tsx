import CircleCheck from "lucide-react/icons/circle-check";
import { FormattedMessage } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay";
import type { failedJobList_query$key } from "../../__generated__/failedJobList_query.graphql";
import type { failedJobListPaginationQuery } from "../../__generated__/failedJobListPaginationQuery.graphql";
import { DataList } from "../../components/data-list";
import { EmptyState } from "../../components/ui/empty-state";
import { TOTAL_COUNT_CAP } from "#shared/pagination/count-caps";
import { FailedJobRow } from "./failed-job-row";

const PAGE_SIZE = 20;

const fragment = graphql`
  fragment failedJobList_query on Query
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
  @refetchable(queryName: "failedJobListPaginationQuery") {
    failedJobs(first: $count, after: $cursor) @connection(key: "failedJobList_failedJobs") {
      totalCount
      edges {
        node {
          id
          ...failedJobRow_job
        }
      }
    }
  }
`;

/** Jobs whose last attempt failed, newest first; each can be retried or cancelled. */
export function FailedJobList({ query }: { query: failedJobList_query$key }) {
  const { data, ...pagination } = usePaginationFragment<
    failedJobListPaginationQuery,
    failedJobList_query$key
  >(fragment, query);
  const { edges, totalCount } = data.failedJobs;

  return (
    <DataList
      pagination={pagination}
      connection={{ edges, totalCount }}
      pageSize={PAGE_SIZE}
      countCap={TOTAL_COUNT_CAP}
      empty={
        <EmptyState
          icon={<CircleCheck />}
          title={<FormattedMessage id="job.manager.failed.emptyTitle" />}
          description={<FormattedMessage id="job.manager.failed.emptyDescription" />}
        />
      }
    >
      {edges.map(({ node }) => (
        <FailedJobRow key={node.id} job={node} />
      ))}
    </DataList>
  );
}
