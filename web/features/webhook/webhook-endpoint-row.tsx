import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { formWebhookEndpoint_query$key } from "../../__generated__/formWebhookEndpoint_query.graphql";
import type { webhookEndpointRow_endpoint$key } from "../../__generated__/webhookEndpointRow_endpoint.graphql";
import { eventList } from "./webhook-event-labels";
import { WebhookEndpointMenu } from "./webhook-endpoint-menu";
import { WebhookEndpointStatus } from "./webhook-endpoint-status";

const fragment = graphql`
  fragment webhookEndpointRow_endpoint on WebhookEndpoint {
    id
    url
    description
    events
    ...webhookEndpointStatus_endpoint
    ...webhookEndpointMenu_endpoint
  }
`;

type WebhookEndpointRowProps = {
  endpoint: webhookEndpointRow_endpoint$key;
  query: formWebhookEndpoint_query$key;
  connectionId: string;
  /** The endpoint's delivery log. */
  logPath: (id: string) => string;
};

/** One endpoint: its address (to its delivery log), description, events and status. */
export function WebhookEndpointRow({
  endpoint: key,
  query,
  connectionId,
  logPath,
}: WebhookEndpointRowProps) {
  const intl = useIntl();
  const endpoint = useFragment(fragment, key);
  const path = logPath(endpoint.id);

  return (
    <li className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2">
          {/* An address reads left to right in every language. */}
          <Link
            to={path}
            dir="ltr"
            className="font-mono text-sm font-medium break-all text-zinc-900 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-zinc-900"
          >
            {endpoint.url}
          </Link>
          <WebhookEndpointStatus endpoint={endpoint} />
        </p>
        {endpoint.description && (
          <p dir="auto" className="text-sm break-words whitespace-pre-line text-zinc-700">
            {endpoint.description}
          </p>
        )}
        <p className="text-sm text-zinc-600">
          <FormattedMessage
            id="webhook.account.row.events"
            values={{ events: eventList(intl, endpoint.events) }}
          />
        </p>
      </div>
      <WebhookEndpointMenu
        endpoint={endpoint}
        query={query}
        list={{ connectionId, logPath: path }}
      />
    </li>
  );
}
