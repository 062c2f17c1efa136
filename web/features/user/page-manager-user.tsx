import Pencil from "lucide-react/icons/pencil";
import { FormattedMessage } from "react-intl";
import { graphql, usePreloadedQuery } from "react-relay";
import { Link } from "react-router";
import type { pageManagerUserQuery } from "../../__generated__/pageManagerUserQuery.graphql";
import { BackLink } from "../../components/back-link";
import { Page } from "../../components/page";
import { PageNotFound } from "../../components/error-screen";
import { buttonClassName } from "../../components/ui/button-variants";
import { useDocumentTitle } from "../../components/document-title";
import { useRouteQuery } from "../../relay/route-query";
import { SessionList } from "../account/session-list";
import { ApiKeyList } from "../api-key/api-key-list";
import { UserActions } from "./user-actions";
import { UserActivity } from "./user-activity";
import { userPath } from "./user-paths";
import { UserSummary } from "./user-summary";

// The lists are spread here rather than one fragment down: each fragment level counts twice
// toward the API's depth limit (graphql-armor), and the activity rows are already deep.
const query = graphql`
  query pageManagerUserQuery($id: ID!) {
    user(id: $id) {
      id
      name
      email
      banned
      ...userSummary_user
      ...sessionList_user
      ...userActivity_user
      ...apiKeyList_user
    }
    viewer {
      id
    }
  }
`;

/** /manager/users/:id: the user, the admin's actions on them, their sessions, history and keys. */
export function PageManagerUser() {
  const data = usePreloadedQuery<pageManagerUserQuery>(
    query,
    useRouteQuery<pageManagerUserQuery>(),
  );
  // A missing user (a bad id, or one just deleted) is a field error with `user: null`: the
  // 404 screen, which sets its own title.
  if (!data.user) return <PageNotFound />;
  return <UserPage user={data.user} self={data.user.id === data.viewer?.id} />;
}

type UserPageProps = { user: NonNullable<pageManagerUserQuery["response"]["user"]>; self: boolean };

function UserPage({ user, self }: UserPageProps) {
  const name = user.name || user.email;
  useDocumentTitle(name);
  return (
    <Page
      back={<BackLink to="/manager/users" label="user.manager.shared.backToList" />}
      title={user.name || <FormattedMessage id="user.manager.shared.noName" />}
      description={<bdi>{user.email}</bdi>}
      actions={
        <Link
          to={userPath(user.id, "update")}
          className={buttonClassName({ variant: "secondary" })}
        >
          <Pencil aria-hidden="true" className="size-4" />
          <FormattedMessage id="user.manager.detail.edit" />
        </Link>
      }
    >
      <UserSummary user={user} />
      <UserActions userId={user.id} name={name} banned={user.banned} self={self} />
      <SessionList user={user} name={name} />
      <UserActivity user={user} />
      <ApiKeyList user={user} manage />
    </Page>
  );
}
