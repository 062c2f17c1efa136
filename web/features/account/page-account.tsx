import { FormattedMessage, useIntl } from "react-intl";
import { graphql, usePreloadedQuery } from "react-relay";
import type { pageAccountQuery } from "../../__generated__/pageAccountQuery.graphql";
import { Page } from "../../components/page";
import { useDocumentTitle } from "../../components/document-title";
import { LanguageSelect } from "../../components/language-select";
import { ThemeSelect } from "../../components/theme-select";
import { Card } from "../../components/ui/card";
import { useRouteQuery } from "../../relay/route-query";
import { ApiKeyList } from "../api-key/api-key-list";
import { WebhookEndpointList } from "../webhook/webhook-endpoint-list";
import { AccountDelete } from "./account-delete";
import { AccountProfile } from "./account-profile";
import { SecondFactorSection } from "./second-factor-section";
import { PasskeyList } from "./passkey-list";
import { SessionList } from "./session-list";

const query = graphql`
  query pageAccountQuery {
    viewer {
      ...apiKeyList_user
      ...sessionList_user
      ...webhookEndpointList_user
    }
    ...webhookEndpointList_query
  }
`;

/** /app/account and /manager/account: the same page in both layouts, which sign out. */
export function PageAccount() {
  const intl = useIntl();
  const data = usePreloadedQuery<pageAccountQuery>(query, useRouteQuery<pageAccountQuery>());
  useDocumentTitle(intl.formatMessage({ id: "account.shared.page.title" }));

  return (
    <Page className="max-w-3xl" title={<FormattedMessage id="account.shared.page.title" />}>
      <AccountProfile />
      <Card className="flex flex-col gap-5">
        <h2 className="font-medium text-zinc-900">
          <FormattedMessage id="account.shared.preferences.title" />
        </h2>
        <ThemeSelect />
        <LanguageSelect />
      </Card>
      <SecondFactorSection />
      <PasskeyList />
      {data.viewer && <SessionList user={data.viewer} />}
      {data.viewer && <ApiKeyList user={data.viewer} />}
      {data.viewer && <WebhookEndpointList user={data.viewer} query={data} />}
      <AccountDelete />
    </Page>
  );
}
