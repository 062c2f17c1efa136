import { FormattedMessage } from "react-intl";

const STYLES: Record<string, string> = {
  SUCCEEDED: "bg-emerald-100 text-emerald-800",
  FAILED: "bg-red-100 text-red-800",
  PENDING: "bg-amber-100 text-amber-900",
};

const LABELS = {
  SUCCEEDED: "webhook.delivery.status.succeeded",
  FAILED: "webhook.delivery.status.failed",
  PENDING: "webhook.delivery.status.pending",
} as const;

/** A delivery's outcome as a badge; a status a newer server adds reads as its own name. */
export function WebhookDeliveryStatus({ status }: { status: string }) {
  const label = Object.hasOwn(LABELS, status) ? LABELS[status as keyof typeof LABELS] : undefined;
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-medium ${STYLES[status] ?? "bg-zinc-100 text-zinc-800"}`}
    >
      {label ? <FormattedMessage id={label} /> : status}
    </span>
  );
}
