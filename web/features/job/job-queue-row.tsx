import { FormattedMessage, FormattedNumber } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { jobQueueRow_queue$key } from "../../__generated__/jobQueueRow_queue.graphql";
import { dataRowClassName } from "../../components/data-table";

const fragment = graphql`
  fragment jobQueueRow_queue on JobQueue {
    name
    created
    retry
    active
    failed
    completed
    cancelled
  }
`;

/** One queue: its name and how many of its jobs are in each state. */
export function JobQueueRow({
  queue: queueKey,
  columns,
}: {
  queue: jobQueueRow_queue$key;
  columns: string;
}) {
  const queue = useFragment(fragment, queueKey);
  // In a job's order of life, as the table's header (job-queue-table.tsx).
  const counts = [
    ["created", queue.created],
    ["retry", queue.retry],
    ["active", queue.active],
    ["failed", queue.failed],
    ["completed", queue.completed],
    ["cancelled", queue.cancelled],
  ] as const;
  return (
    <div role="row" className={dataRowClassName(columns)}>
      <span role="cell" className="font-medium text-zinc-900">
        <code dir="ltr" className="font-mono text-sm break-all">
          {queue.name}
        </code>
      </span>
      {counts.map(([state, count]) => (
        <span
          key={state}
          role="cell"
          className="flex justify-between gap-2 text-sm text-zinc-700 tabular-nums sm:block sm:text-end"
        >
          {/* On phones the cells stack, so each says what it counts. */}
          <span className="text-zinc-600 sm:hidden">
            <FormattedMessage id={`job.manager.state.${state}`} />
          </span>
          <FormattedNumber value={count} />
        </span>
      ))}
    </div>
  );
}
