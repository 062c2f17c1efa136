import Layers from "lucide-react/icons/layers";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { jobQueueTable_query$key } from "../../__generated__/jobQueueTable_query.graphql";
import { DataTable } from "../../components/data-table";
import { EmptyState } from "../../components/ui/empty-state";
import { JobQueueRow } from "./job-queue-row";

const fragment = graphql`
  fragment jobQueueTable_query on Query {
    jobQueues {
      id
      ...jobQueueRow_queue
    }
  }
`;

// The states counted, in a job's order of life (docs/decisions/106), as each row's cells.
const JOB_COUNT_STATES = [
  "created",
  "retry",
  "active",
  "failed",
  "completed",
  "cancelled",
] as const;

const COLUMNS = "sm:grid-cols-[minmax(0,2fr)_repeat(6,minmax(0,1fr))]";

/** Every queue and how many of its jobs are in each state. */
export function JobQueueTable({ query }: { query: jobQueueTable_query$key }) {
  const intl = useIntl();
  const { jobQueues } = useFragment(fragment, query);
  if (jobQueues.length === 0) {
    return (
      <EmptyState
        icon={<Layers />}
        title={<FormattedMessage id="job.manager.queues.emptyTitle" />}
        description={<FormattedMessage id="job.manager.queues.emptyDescription" />}
      />
    );
  }
  const header = (
    <>
      <span role="columnheader">
        <FormattedMessage id="job.manager.queues.name" />
      </span>
      {JOB_COUNT_STATES.map((state) => (
        <span key={state} role="columnheader" className="sm:text-end">
          <FormattedMessage id={`job.manager.state.${state}`} />
        </span>
      ))}
    </>
  );
  return (
    <DataTable
      label={intl.formatMessage({ id: "job.manager.queues.title" })}
      header={header}
      skeletonCells={[]}
      columns={COLUMNS}
    >
      {jobQueues.map((queue) => (
        <JobQueueRow key={queue.id} queue={queue} columns={COLUMNS} />
      ))}
    </DataTable>
  );
}
