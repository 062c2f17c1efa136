import { useIntl } from "react-intl";
import { graphql, usePreloadedQuery } from "react-relay";
import type { pageManagerUserQuery } from "../../__generated__/pageManagerUserQuery.graphql";
import { useDocumentTitle } from "../../components/use-document-title";
import { useRouteQuery } from "../../relay/route-query";
import { UserDetail } from "./user-detail";

const query = graphql`
  query pageManagerUserQuery($id: ID!) {
    user(id: $id) {
      name
      email
      ...userDetail_user
    }
    viewer {
      id
    }
  }
`;

/** /manager/users/:id */
export function PageManagerUser() {
  const intl = useIntl();
  const data = usePreloadedQuery<pageManagerUserQuery>(
    query,
    useRouteQuery<pageManagerUserQuery>(),
  );
  useDocumentTitle(
    data.user?.name || data.user?.email || intl.formatMessage({ id: "user.manager.detail.title" }),
  );
  // user(id) answers NOT_FOUND as an error: the route error screen shows it.
  if (!data.user) return null;
  return <UserDetail user={data.user} viewerId={data.viewer?.id} />;
}
