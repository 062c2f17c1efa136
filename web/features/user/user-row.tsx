import { FormattedMessage } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { userRow_user$key } from "../../__generated__/userRow_user.graphql";
import { UserBadges } from "./user-badges";
import { PreloadLink } from "../../components/preload-link";

const fragment = graphql`
  fragment userRow_user on User {
    id
    name
    email
    roles
    banned
  }
`;

export function UserRow({ user }: { user: userRow_user$key }) {
  const data = useFragment(fragment, user);

  return (
    <li>
      <PreloadLink
        to={`/manager/users/${encodeURIComponent(data.id)}`}
        className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-zinc-900"
      >
        <span className="flex min-w-0 flex-col">
          <span className="truncate font-medium text-zinc-900">
            {data.name || <FormattedMessage id="user.manager.shared.noName" />}
          </span>
          <bdi className="truncate text-sm text-zinc-600">{data.email}</bdi>
        </span>
        <UserBadges roles={data.roles} banned={data.banned} />
      </PreloadLink>
    </li>
  );
}
