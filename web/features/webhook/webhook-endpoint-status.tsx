import { FormattedDate, FormattedMessage } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { webhookEndpointStatus_endpoint$key } from "../../__generated__/webhookEndpointStatus_endpoint.graphql";

// disabledReason: MANUAL (the owner turned it off) or FAILING (3 days of failures did).
const fragment = graphql`
  fragment webhookEndpointStatus_endpoint on WebhookEndpoint {
    enabled
    disabledReason
    failingSince
  }
`;

const STYLES = {
  enabled: "bg-emerald-100 text-emerald-800",
  disabled: "bg-zinc-200 text-zinc-800",
  failing: "bg-red-100 text-red-800",
} as const;

/** Enabled or disabled (and why) as a badge, and since when deliveries fail, if they do. */
export function WebhookEndpointStatus({
  endpoint,
}: {
  endpoint: webhookEndpointStatus_endpoint$key;
}) {
  const { enabled, disabledReason, failingSince } = useFragment(fragment, endpoint);
  const status = enabled ? "enabled" : disabledReason === "FAILING" ? "failing" : "disabled";
  return (
    <>
      <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STYLES[status]}`}>
        <FormattedMessage id={`webhook.account.status.${status}`} />
      </span>
      {failingSince && (
        <span className="text-xs font-medium text-red-800">
          <FormattedMessage
            id="webhook.account.status.failingSince"
            values={{
              date: <FormattedDate value={failingSince} dateStyle="medium" timeStyle="short" />,
            }}
          />
        </span>
      )}
    </>
  );
}
