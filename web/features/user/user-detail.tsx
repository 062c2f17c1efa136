import { Pencil } from "lucide-react";
import { FormattedMessage } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { userDetail_user$key } from "../../__generated__/userDetail_user.graphql";
import { buttonClassName } from "../../components/ui/button-variants";
import { BackLink } from "../../components/back-link";
import { UserActions } from "./user-actions";
import { UserBanPanel } from "./user-ban-panel";
import { UserSessions } from "./user-sessions";
import { UserSummary } from "./user-summary";
import { PreloadLink } from "../../components/preload-link";

const fragment = graphql`
  fragment userDetail_user on User {
    id
    name
    email
    ...userSummary_user
    ...userBanPanel_user
    ...userSessions_user
  }
`;

type UserDetailProps = { user: userDetail_user$key; viewerId: string | undefined };

/** The user, their ban state, sessions and the admin actions on them. */
export function UserDetail({ user, viewerId }: UserDetailProps) {
  const data = useFragment(fragment, user);
  const self = data.id === viewerId;
  const name = data.name || data.email;

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
          <Pencil aria-hidden="true" className="size-4" />
          <FormattedMessage id="user.manager.detail.edit" />
        </PreloadLink>
      </header>
      <UserSummary user={data} />
      <UserBanPanel user={data} userId={data.id} self={self} />
      <UserSessions user={data} name={name} />
      <UserActions userId={data.id} name={name} self={self} />
    </section>
  );
}
