import { useIntl } from "react-intl";
import { graphql, usePreloadedQuery } from "react-relay";
import type { pageManagerUserQuery } from "../../__generated__/pageManagerUserQuery.graphql";
import { PageNotFound } from "../../components/page-not-found";
import { useDocumentTitle } from "../../components/use-document-title";
import { useRouteQuery } from "../../relay/route-query";
import { ApiKeyList } from "../api-key/api-key-list";
import { UserActivity } from "./user-activity";
import { UserDetail } from "./user-detail";

const query = graphql`
  query pageManagerUserQuery($id: ID!) {
    user(id: $id) {
      name
      email
      ...userDetail_user
      # Here rather than in userDetail_user: each fragment level counts twice toward the
      # depth limit (graphql-armor), and the activity rows are already deep.
      ...userActivity_user
      ...apiKeyList_user
    }
    viewer {
      id
    }
  }
`;

/** /manager/users/:id */
export function PageManagerUser() {
  const data = usePreloadedQuery<pageManagerUserQuery>(
    query,
    useRouteQuery<pageManagerUserQuery>(),
  );
  // A missing user (a bad id, or one just deleted) is a field error with `user: null`: the
  // 404 screen, as for a missing repository, which sets its own title.
  if (!data.user) return <PageNotFound />;
  return <UserPage user={data.user} viewerId={data.viewer?.id} />;
}

type UserPageProps = {
  user: NonNullable<pageManagerUserQuery["response"]["user"]>;
  viewerId: string | undefined;
};

function UserPage({ user, viewerId }: UserPageProps) {
  const intl = useIntl();
  useDocumentTitle(
    user.name || user.email || intl.formatMessage({ id: "user.manager.detail.title" }),
  );
  return (
    <div className="flex flex-col gap-6">
      <UserDetail user={user} viewerId={viewerId} />
      <UserActivity user={user} />
      <ApiKeyList user={user} manage />
    </div>
  );
}
