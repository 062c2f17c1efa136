import type { ReactNode } from "react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { webhookEndpointSummary_endpoint$key } from "../../__generated__/webhookEndpointSummary_endpoint.graphql";
import { Card } from "../../components/ui/card";
import type { MessageId } from "../../i18n/messages";
import { eventList } from "./webhook-event-labels";
import { WebhookEndpointStatus } from "./webhook-endpoint-status";

const fragment = graphql`
  fragment webhookEndpointSummary_endpoint on WebhookEndpoint {
    description
    events
    ...webhookEndpointStatus_endpoint
    secretRotatedAt
    previousSecretExpiresAt
    createdAt
  }
`;

const date = (value: string) => (
  <FormattedDate value={value} dateStyle="medium" timeStyle="short" />
);

function Fact({ label, children }: { label: MessageId; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm font-medium text-zinc-600">
        <FormattedMessage id={label} />
      </dt>
      <dd className="flex flex-wrap items-center gap-2 text-sm text-zinc-900">{children}</dd>
    </div>
  );
}

/** The endpoint's settings above its log: status, events, description, secret's dates. */
export function WebhookEndpointSummary({
  endpoint: key,
}: {
  endpoint: webhookEndpointSummary_endpoint$key;
}) {
  const intl = useIntl();
  const endpoint = useFragment(fragment, key);
  return (
    <Card>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Fact label="webhook.endpoint.summary.status">
          <WebhookEndpointStatus endpoint={endpoint} />
        </Fact>
        <Fact label="webhook.endpoint.summary.events">{eventList(intl, endpoint.events)}</Fact>
        <Fact label="webhook.endpoint.summary.description">
          {endpoint.description ? (
            <span dir="auto" className="break-words whitespace-pre-line">
              {endpoint.description}
            </span>
          ) : (
            <FormattedMessage id="webhook.endpoint.summary.noDescription" />
          )}
        </Fact>
        <Fact label="webhook.endpoint.summary.created">{date(endpoint.createdAt)}</Fact>
        <Fact label="webhook.endpoint.summary.secretRotated">
          {date(endpoint.secretRotatedAt)}
          {endpoint.previousSecretExpiresAt && (
            <span className="text-zinc-600">
              <FormattedMessage
                id="webhook.endpoint.summary.previousSecret"
                values={{ date: date(endpoint.previousSecretExpiresAt) }}
              />
            </span>
          )}
        </Fact>
      </dl>
    </Card>
  );
}
