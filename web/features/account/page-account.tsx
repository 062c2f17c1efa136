import { FormattedMessage, useIntl } from "react-intl";
import { graphql, usePreloadedQuery } from "react-relay";
import type { pageAccountQuery } from "../../__generated__/pageAccountQuery.graphql";
import { Page } from "../../components/page";
import { useDocumentTitle } from "../../components/use-document-title";
import { useRouteQuery } from "../../relay/route-query";
import { ApiKeyList } from "../api-key/api-key-list";
import { AccountDelete } from "./account-delete";
import { AccountPreferences } from "./account-preferences";
import { AccountProfile } from "./account-profile";
import { AccountSessions } from "./account-sessions";

const query = graphql`
  query pageAccountQuery {
    viewer {
      ...apiKeyList_user
      ...accountSessions_user
    }
  }
`;

/**
 * /app/account and /manager/account (the same page in each layout): profile, display
 * preferences, sessions, API keys and account deletion (signing out is in the layouts).
 */
export function PageAccount() {
  const intl = useIntl();
  const data = usePreloadedQuery<pageAccountQuery>(query, useRouteQuery<pageAccountQuery>());
  useDocumentTitle(intl.formatMessage({ id: "account.shared.page.title" }));

  return (
    <Page className="max-w-3xl" title={<FormattedMessage id="account.shared.page.title" />}>
      <AccountProfile />
      <AccountPreferences />
      {data.viewer && <AccountSessions user={data.viewer} />}
      {data.viewer && <ApiKeyList user={data.viewer} />}
      <AccountDelete />
    </Page>
  );
}
