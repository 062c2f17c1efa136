import { useId } from "react";
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from "react-intl";
import { graphql, useFragment, useMutation } from "react-relay";
import type { webhookDeliveryRow_delivery$key } from "../../__generated__/webhookDeliveryRow_delivery.graphql";
import type { webhookDeliveryRowRedeliverMutation } from "../../__generated__/webhookDeliveryRowRedeliverMutation.graphql";
import { toast } from "../../components/toast";
import { Button } from "../../components/ui/button";
import { commitMutation } from "../../relay/mutation";
import { deliveryErrorId } from "./webhook-delivery-error";
import { WebhookDeliveryStatus } from "./webhook-delivery-status";
import { eventLabel } from "./webhook-event-labels";

// Between the facts of a row, the same in every language (as failed-job-row.tsx).
const SEPARATOR = " · ";

const fragment = graphql`
  fragment webhookDeliveryRow_delivery on WebhookDelivery {
    id
    messageId
    eventType
    attempt
    status
    responseStatus
    durationMs
    responseBody
    error
    createdAt
  }
`;

// The same message, one attempt more: it heads the log it was sent from.
const redeliverMutation = graphql`
  mutation webhookDeliveryRowRedeliverMutation(
    $input: RedeliverWebhookInput!
    $connections: [ID!]!
  ) {
    redeliverWebhook(input: $input) {
      delivery @prependNode(connections: $connections, edgeTypeName: "WebhookDeliveryEdge") {
        id
        ...webhookDeliveryRow_delivery
      }
    }
  }
`;

type WebhookDeliveryRowProps = { delivery: webhookDeliveryRow_delivery$key; connectionId: string };

/** One attempt: when, which event, the outcome, and what the receiver answered. */
export function WebhookDeliveryRow({ delivery: key, connectionId }: WebhookDeliveryRowProps) {
  const intl = useIntl();
  const delivery = useFragment(fragment, key);
  const [commit, redelivering] =
    useMutation<webhookDeliveryRowRedeliverMutation>(redeliverMutation);
  const eventId = useId();
  const errorId = deliveryErrorId(delivery.error);

  async function redeliver() {
    const result = await commitMutation(commit, {
      variables: { input: { deliveryId: delivery.id }, connections: [connectionId] },
    });
    if (result.ok) toast.success(intl.formatMessage({ id: "webhook.delivery.redeliver.done" }));
    else if (result.error.code !== "DEMO_MODE") {
      toast.error(
        result.error.message ?? intl.formatMessage({ id: "webhook.account.actionError" }),
      );
    }
  }

  return (
    <li className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
      <div className="flex min-w-0 flex-1 basis-72 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-zinc-900">
          <span id={eventId}>{eventLabel(intl, delivery.eventType)}</span>
          <WebhookDeliveryStatus status={delivery.status} />
          {delivery.responseStatus !== null && delivery.responseStatus !== undefined && (
            <span className="text-sm text-zinc-700 tabular-nums">
              <FormattedMessage
                id="webhook.delivery.row.response"
                values={{ status: delivery.responseStatus }}
              />
            </span>
          )}
        </p>
        <p className="text-sm text-zinc-600">
          <FormattedDate value={delivery.createdAt} dateStyle="medium" timeStyle="medium" />
          {SEPARATOR}
          <FormattedMessage
            id="webhook.delivery.row.attempt"
            values={{ attempt: delivery.attempt }}
          />
          {delivery.durationMs !== null && delivery.durationMs !== undefined && (
            <>
              {SEPARATOR}
              <FormattedNumber value={delivery.durationMs} style="unit" unit="millisecond" />
            </>
          )}
        </p>
        {errorId && <p className="text-sm text-red-800">{intl.formatMessage({ id: errorId })}</p>}
        <details className="text-sm text-zinc-700">
          <summary className="w-fit cursor-pointer rounded font-medium text-zinc-800 focus-visible:outline-2 focus-visible:outline-zinc-900">
            <FormattedMessage id="webhook.delivery.row.details" />
          </summary>
          <p className="mt-2">
            <FormattedMessage
              id="webhook.delivery.row.message"
              values={{
                id: (
                  <code dir="ltr" className="font-mono break-all">
                    {delivery.messageId}
                  </code>
                ),
              }}
            />
          </p>
          {/* The receiver's words as text, never markup; its language is its own. */}
          <pre
            dir="auto"
            className="mt-2 max-h-64 overflow-auto rounded-md border border-zinc-200 bg-zinc-50 p-3 font-mono text-xs break-all whitespace-pre-wrap text-zinc-800"
          >
            {delivery.responseBody ||
              intl.formatMessage({
                id:
                  delivery.status === "PENDING"
                    ? "webhook.delivery.row.waiting"
                    : "webhook.delivery.row.noBody",
              })}
          </pre>
        </details>
      </div>
      {delivery.status !== "PENDING" && (
        <Button
          variant="secondary"
          size="sm"
          loading={redelivering}
          aria-describedby={eventId}
          onClick={() => void redeliver()}
        >
          <FormattedMessage id="webhook.delivery.redeliver.label" />
        </Button>
      )}
    </li>
  );
}
