import Send from "lucide-react/icons/send";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, usePreloadedQuery } from "react-relay";
import { useNavigate } from "react-router";
import type { pageWebhookEndpointQuery } from "../../__generated__/pageWebhookEndpointQuery.graphql";
import { BackLink } from "../../components/back-link";
import { ConfirmAction } from "../../components/confirm-action";
import { useDocumentTitle } from "../../components/document-title";
import { PageNotFound } from "../../components/error-screen";
import { Page } from "../../components/page";
import { toast } from "../../components/toast";
import { Button } from "../../components/ui/button";
import { DangerZone, DangerZoneItem } from "../../components/ui/danger-zone";
import { useRouteQuery } from "../../relay/route-query";
import { useSendTestWebhookMutation } from "./use-send-test-webhook-mutation";
import { useWebhookEndpointDelete } from "./use-webhook-endpoint-delete";
import { WebhookDeliveryList } from "./webhook-delivery-list";
import { WebhookEndpointMenu } from "./webhook-endpoint-menu";
import { WebhookEndpointSummary } from "./webhook-endpoint-summary";
import { accountPath, type AccountArea } from "./webhook-paths";

const query = graphql`
  query pageWebhookEndpointQuery($id: ID!) {
    node(id: $id) {
      ... on WebhookEndpoint @alias(as: "endpoint") {
        id
        url
        ...webhookEndpointSummary_endpoint
        ...webhookEndpointMenu_endpoint
        ...webhookDeliveryList_endpoint
      }
    }
    ...formWebhookEndpoint_query
  }
`;

/**
 * An endpoint's delivery log under the account page (docs/decisions/108): its settings, a
 * test event as the one primary action, the other actions in its menu, then the deliveries.
 */
function PageWebhookEndpoint({ area }: { area: AccountArea }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const data = usePreloadedQuery<pageWebhookEndpointQuery>(
    query,
    useRouteQuery<pageWebhookEndpointQuery>(),
  );
  const [sendTest, sending] = useSendTestWebhookMutation();
  const endpoint = data.node?.endpoint;
  useDocumentTitle(intl.formatMessage({ id: "webhook.endpoint.documentTitle" }));
  // Another type's id, or an endpoint of someone else or deleted, is not found alike.
  if (!endpoint) return <PageNotFound />;

  async function test(id: string) {
    const result = await sendTest(id);
    if (result.ok) toast.success(intl.formatMessage({ id: "webhook.account.test.done" }));
    else if (result.error.code !== "DEMO_MODE") {
      toast.error(
        result.error.message ?? intl.formatMessage({ id: "webhook.account.actionError" }),
      );
    }
  }

  return (
    <Page
      className="max-w-3xl"
      back={<BackLink to={accountPath(area)} label="webhook.endpoint.back" />}
      title={
        <span dir="ltr" className="font-mono text-xl break-all">
          {endpoint.url}
        </span>
      }
      description={<FormattedMessage id="webhook.endpoint.description" />}
      actions={
        <div className="flex items-center gap-2">
          <Button loading={sending} onClick={() => void test(endpoint.id)}>
            <Send aria-hidden="true" className="size-4" />
            <FormattedMessage id="webhook.account.test.open" />
          </Button>
          <WebhookEndpointMenu endpoint={endpoint} query={data} />
        </div>
      }
    >
      <WebhookEndpointSummary endpoint={endpoint} />
      <WebhookDeliveryList endpoint={endpoint} />
      <DangerZone>
        <DangerZoneItem
          title={<FormattedMessage id="webhook.endpoint.delete.title" />}
          description={<FormattedMessage id="webhook.endpoint.delete.description" />}
          action={<EndpointDelete {...endpoint} onDeleted={() => navigate(accountPath(area))} />}
        />
      </DangerZone>
    </Page>
  );
}

/** The danger zone's "Delete endpoint", asking first, then back to the account page. */
function EndpointDelete(props: { id: string; url: string; onDeleted: () => unknown }) {
  const request = useWebhookEndpointDelete(props);
  const label = <FormattedMessage id="webhook.account.delete.confirm" />;
  return <ConfirmAction label={label} {...request} />;
}

export const PageAppWebhookEndpoint = () => <PageWebhookEndpoint area="app" />;
export const PageManagerWebhookEndpoint = () => <PageWebhookEndpoint area="manager" />;
