import { useId, useState } from "react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { failedJobRow_job$key } from "../../__generated__/failedJobRow_job.graphql";
import { ConfirmDialog, refusalText } from "../../components/confirm-dialog";
import { toast } from "../../components/toast";
import { Button } from "../../components/ui/button";
import type { MutationResult } from "../../relay/mutation";
import { JobStateBadge } from "./job-state-badge";
import { useCancelJobMutation } from "./use-cancel-job-mutation";
import { useRetryJobMutation } from "./use-retry-job-mutation";

// Between the facts of a row, the same in every language (as api-key-row.tsx).
const SEPARATOR = " · ";

const fragment = graphql`
  fragment failedJobRow_job on Job {
    id
    queue
    state
    error
    retryCount
    retryLimit
    createdAt
    failedAt
    runAfter
  }
`;

type Action = "retry" | "cancel";

/** One failed job: its queue, error, attempts and times; retry or cancel asks first. */
export function FailedJobRow({ job: jobKey }: { job: failedJobRow_job$key }) {
  const intl = useIntl();
  const job = useFragment(fragment, jobKey);
  const [asking, setAsking] = useState<Action | null>(null);
  const [retry] = useRetryJobMutation();
  const [cancel] = useCancelJobMutation();
  const queueId = useId();
  // pg-boss retries only a failed job, and cancels only one that has not finished.
  const action: Action | null =
    job.state === "FAILED"
      ? "retry"
      : job.state === "RETRY" || job.state === "CREATED"
        ? "cancel"
        : null;

  async function confirm() {
    const result: MutationResult<unknown> = await (asking === "retry" ? retry : cancel)(job.id);
    if (result.ok) {
      toast.success(intl.formatMessage({ id: `job.manager.${asking ?? "retry"}.done` }));
      return;
    }
    return refusalText(result.error, intl.formatMessage({ id: "job.manager.actionError" }));
  }

  return (
    <li className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-zinc-900">
          <code id={queueId} dir="ltr" className="font-mono text-sm break-all">
            {job.queue}
          </code>
          <JobStateBadge state={job.state} />
        </p>
        {/* The server's words, in the language the job's code wrote them in. */}
        <p dir="auto" className="text-sm break-words whitespace-pre-line text-red-800">
          {job.error ?? <FormattedMessage id="job.manager.failed.noError" />}
        </p>
        <p className="text-sm text-zinc-600">
          <FormattedMessage
            id="job.manager.failed.retries"
            values={{ count: job.retryCount, limit: job.retryLimit }}
          />
          {SEPARATOR}
          <FormattedMessage
            id="job.manager.failed.created"
            values={{
              date: <FormattedDate value={job.createdAt} dateStyle="medium" timeStyle="short" />,
            }}
          />
          {job.failedAt && (
            <>
              {SEPARATOR}
              <FormattedMessage
                id={
                  job.state === "CANCELLED"
                    ? "job.manager.failed.cancelledAt"
                    : "job.manager.failed.failedAt"
                }
                values={{
                  date: <FormattedDate value={job.failedAt} dateStyle="medium" timeStyle="short" />,
                }}
              />
            </>
          )}
          {job.runAfter && (
            <>
              {SEPARATOR}
              <FormattedMessage
                id="job.manager.failed.runAfter"
                values={{
                  date: <FormattedDate value={job.runAfter} dateStyle="medium" timeStyle="short" />,
                }}
              />
            </>
          )}
        </p>
      </div>
      {action && (
        <Button
          variant={action === "retry" ? "secondary" : "danger-outline"}
          aria-haspopup="dialog"
          aria-describedby={queueId}
          onClick={() => setAsking(action)}
        >
          <FormattedMessage id={`job.manager.${action}.label`} />
        </Button>
      )}
      <ConfirmDialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        variant={asking === "cancel" ? "danger" : "primary"}
        title={<FormattedMessage id={`job.manager.${asking ?? "retry"}.title`} />}
        description={
          <FormattedMessage
            id={`job.manager.${asking ?? "retry"}.description`}
            values={{ queue: <bdi>{job.queue}</bdi> }}
          />
        }
        confirmLabel={<FormattedMessage id={`job.manager.${asking ?? "retry"}.confirm`} />}
        onConfirm={confirm}
      />
    </li>
  );
}
