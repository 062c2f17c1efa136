import Pencil from "lucide-react/icons/pencil";
import { FormattedMessage } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { userDetail_user$key } from "../../__generated__/userDetail_user.graphql";
import { buttonClassName } from "../../components/ui/button-variants";
import { BackLink } from "../../components/back-link";
import { Page } from "../../components/page";
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
    <Page
      back={<BackLink to="/manager/users" label="user.manager.shared.backToList" />}
      title={data.name || <FormattedMessage id="user.manager.shared.noName" />}
      description={<bdi>{data.email}</bdi>}
      actions={
        <PreloadLink
          to={`/manager/users/${encodeURIComponent(data.id)}/update`}
          className={buttonClassName({ variant: "secondary" })}
        >
          <Pencil aria-hidden="true" className="size-4" />
          <FormattedMessage id="user.manager.detail.edit" />
        </PreloadLink>
      }
    >
      <UserSummary user={data} />
      <UserBanPanel user={data} userId={data.id} self={self} />
      <UserSessions user={data} name={name} />
      <UserActions userId={data.id} name={name} self={self} />
    </Page>
  );
}
