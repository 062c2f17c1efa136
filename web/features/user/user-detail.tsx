import { FormattedMessage } from "react-intl";
import { graphql, useRefetchableFragment } from "react-relay";
import type { userDetail_user$key } from "../../__generated__/userDetail_user.graphql";
import type { userDetailRefetchQuery } from "../../__generated__/userDetailRefetchQuery.graphql";
import { buttonClassName } from "../../components/ui/button-variants";
import { BackLink } from "./back-link";
import { UserActions } from "./user-actions";
import { UserBanPanel } from "./user-ban-panel";
import { UserSessions } from "./user-sessions";
import { UserSummary } from "./user-summary";
import { userDbId } from "./user-db-id";
import { PreloadLink } from "../../components/preload-link";

const fragment = graphql`
  fragment userDetail_user on User @refetchable(queryName: "userDetailRefetchQuery") {
    id
    name
    email
    ...userSummary_user
    ...userBanPanel_user
  }
`;

type UserDetailProps = { user: userDetail_user$key; viewerId: string | undefined };

/** The user, their ban state, sessions and the admin actions on them. */
export function UserDetail({ user, viewerId }: UserDetailProps) {
  const [data, refetch] = useRefetchableFragment<userDetailRefetchQuery, userDetail_user$key>(
    fragment,
    user,
  );
  const self = data.id === viewerId;
  const userId = userDbId(data.id);
  // Ban changes happen over better-auth REST: read the user again from the API afterwards.
  const reload = () => refetch({}, { fetchPolicy: "network-only" });

  return (
    <section className="flex flex-col gap-6">
      <BackLink to="/manager/users" label="user.manager.shared.backToList" />
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-semibold text-zinc-900">
            {data.name || <FormattedMessage id="user.manager.shared.noName" />}
          </h1>
          <bdi className="text-sm text-zinc-600">{data.email}</bdi>
        </div>
        <PreloadLink
          to={`/manager/users/${encodeURIComponent(data.id)}/update`}
          className={buttonClassName({ variant: "secondary" })}
        >
          <FormattedMessage id="user.manager.detail.edit" />
        </PreloadLink>
      </header>
      <UserSummary user={data} />
      <UserBanPanel user={data} userId={userId} self={self} onChanged={reload} />
      <UserSessions userId={userId} />
      <UserActions userId={userId} name={data.name || data.email} self={self} />
    </section>
  );
}
