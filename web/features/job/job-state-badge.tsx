import { FormattedMessage } from "react-intl";
import type { failedJobRow_job$data } from "../../__generated__/failedJobRow_job.graphql";

const LABELS = {
  CREATED: "job.manager.state.created",
  RETRY: "job.manager.state.retry",
  ACTIVE: "job.manager.state.active",
  COMPLETED: "job.manager.state.completed",
  CANCELLED: "job.manager.state.cancelled",
  FAILED: "job.manager.state.failed",
} as const;

const STYLES: Record<string, string> = {
  FAILED: "bg-red-100 text-red-800",
  RETRY: "bg-amber-100 text-amber-900",
  CANCELLED: "bg-zinc-200 text-zinc-800",
};

/** A job's state as a badge: failed, waiting to retry, cancelled… */
export function JobStateBadge({ state }: { state: failedJobRow_job$data["state"] }) {
  // A state added to the API later reads as its own name until it has a label.
  const label = (LABELS as Partial<Record<string, (typeof LABELS)[keyof typeof LABELS]>>)[state];
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-medium ${STYLES[state] ?? "bg-zinc-100 text-zinc-800"}`}
    >
      {label ? <FormattedMessage id={label} /> : state}
    </span>
  );
}
